import { type ClassValue, clsx } from 'clsx';

// A small stand-in for tailwind-merge (8.6 kB gzip, over the home page's JS budget): a later class wins over an
// earlier one of the same utility group and variant, so `cn('h-11 px-4', className)` lets callers override.
// Groups cover the utilities our components combine; anything else is kept as written.
const GROUPS: [string, RegExp][] = [
  ['display', /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/],
  ['position', /^(static|fixed|absolute|relative|sticky)$/],
  ['text-size', /^text-(xs|sm|base|lg|xl|[2-9]xl)$/],
  ['text-align', /^text-(left|center|right|justify|start|end)$/],
  ['text-color', /^text-/],
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['border-width', /^border(-[xytrbl])?(-\d+)?$/],
  ['border-color', /^border-/],
  ['rounded', /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full))?$/],
  ['flex-dir', /^flex-(row|col)(-reverse)?$/],
  ['shadow', /^shadow(-|$)/],
  ['bg', /^bg-/],
];
const PREFIXED =
  /^-?(px|py|pt|pr|pb|pl|p|mx|my|mt|mr|mb|ml|m|w|h|size|min-w|min-h|max-w|max-h|gap-x|gap-y|gap|top|right|bottom|left|inset-x|inset-y|inset|z|items|justify|leading|tracking|opacity|overflow-x|overflow-y|overflow|grid-cols|col-span|cursor)-/;

function groupOf(utility: string): string {
  const base = utility.replace(/^!/, '');
  for (const [name, pattern] of GROUPS) if (pattern.test(base)) return name;
  const prefixed = PREFIXED.exec(base);
  return prefixed ? prefixed[1] : base;
}

export function mergeClasses(classes: string): string {
  const byKey = new Map<string, string>();
  for (const token of classes.split(/\s+/)) {
    if (!token) continue;
    const cut = token.lastIndexOf(':');
    const variants = cut === -1 || token.includes('[') ? '' : token.slice(0, cut + 1);
    const key = variants + groupOf(cut === -1 || token.includes('[') ? token : token.slice(cut + 1));
    byKey.delete(key);
    byKey.set(key, token);
  }
  return [...byKey.values()].join(' ');
}

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
