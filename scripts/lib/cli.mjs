// Command-line arguments for the scripts: `--help` (or `-h`) prints the script's usage, taken from the comment at
// the top of its file, and exits; an unknown or malformed option prints what is wrong and the usage, and exits 2,
// instead of a stack trace.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The leading `//` comment of a script file, without the slashes: what it does and how to run it. */
export function usageOf(fileUrl) {
  const lines = [];
  for (const line of fs.readFileSync(fileURLToPath(fileUrl), 'utf8').split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/ ?/, ''));
  }
  return lines.join('\n').trim();
}

/** Whether the arguments ask for help. */
export const wantsHelp = (args = process.argv.slice(2)) => args.includes('--help') || args.includes('-h');

/**
 * parseArgs for a script at `fileUrl` (its import.meta.url): with --help, the usage on stdout and exit 0; with
 * arguments parseArgs refuses, the reason and the usage on stderr and exit 2.
 */
export function parseCli(fileUrl, config, args = process.argv.slice(2)) {
  if (wantsHelp(args)) {
    console.log(usageOf(fileUrl));
    process.exit(0);
  }
  try {
    return parseArgs({ ...config, args });
  } catch (error) {
    console.error(`${error.message}\n\n${usageOf(fileUrl)}`);
    process.exit(2);
  }
}
