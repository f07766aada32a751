import type { ParseArgsConfig, parseArgs } from 'node:util';

export function usageOf(fileUrl: string): string;
export function wantsHelp(args?: string[]): boolean;
export function parseCli<T extends Omit<ParseArgsConfig, 'args'>>(
  fileUrl: string,
  config: T,
  args?: string[],
): ReturnType<typeof parseArgs<T>>;
