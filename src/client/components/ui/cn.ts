import { type ClassValue, clsx } from 'clsx';

// A class merger for the utilities our components combine (tailwind-merge does the same for every utility but
// weighs 8 kB gzip, a tenth of the home page's JavaScript budget): a later class replaces an earlier one of the
// same group under the same variants, and a shorthand replaces the sides it covers. Unknown utilities are kept.
const GROUPS: [string, RegExp][] = [
  ['display', /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/],
  ['position', /^(static|fixed|absolute|relative|sticky)$/],
  ['text-overflow', /^(truncate|text-ellipsis|text-clip)$/],
  ['text-wrap', /^text-(wrap|nowrap|balance|pretty)$/],
  ['text-size', /^text-((xs|sm|base|lg|xl|[2-9]xl)|\[[\d.]+(px|rem|em)\])$/],
  ['text-align', /^text-(left|center|right|justify|start|end)$/],
  ['text-color', /^text-[a-z]+(-\d+)?(\/\d+)?$/],
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['border-collapse', /^border-(collapse|separate)$/],
  ['border-w', /^border(-\d+)?$/],
  ['border-x', /^border-x(-\d+)?$/],
  ['border-y', /^border-y(-\d+)?$/],
  ['border-t', /^border-t(-\d+)?$/],
  ['border-r', /^border-r(-\d+)?$/],
  ['border-b', /^border-b(-\d+)?$/],
  ['border-l', /^border-l(-\d+)?$/],
  ['border-style', /^border-(solid|dashed|dotted|double|hidden|none)$/],
  ['border-color', /^border-[a-z]+(-\d+)?(\/\d+)?$/],
  ['rounded', /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|card))?$/],
  ['flex-dir', /^flex-(row|col)(-reverse)?$/],
  ['flex', /^flex-(\d+|auto|initial|none)$/],
  ['transition', /^transition(-|$)/],
  ['shadow', /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none))?$/],
  ['bg-image', /^bg-(none|gradient-to-|linear-|radial|conic)/],
  ['bg-size', /^bg-(auto|cover|contain)$/],
  ['bg-position', /^bg-(center|top|bottom|left|right)(-(top|bottom|left|right))?$/],
  ['bg-repeat', /^bg-(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/],
  ['bg-attachment', /^bg-(fixed|local|scroll)$/],
  ['bg-color', /^bg-[a-z]+(-\d+)?(\/\d+)?$/],
  ['ring-w', /^ring(-\d+)?$/],
  ['ring-inset', /^ring-inset$/],
  ['ring-offset-w', /^ring-offset-\d+$/],
  ['ring-offset-color', /^ring-offset-/],
  ['ring-color', /^ring-[a-z]+(-\d+)?(\/\d+)?$/],
];

// Utilities named by their prefix, whatever their value (`h-9`, `h-[calc(100dvh-4rem)]`, `-mt-2`).
const PREFIXED =
  /^(px|py|pt|pr|pb|pl|ps|pe|p|mx|my|mt|mr|mb|ml|ms|me|m|w|h|size|min-w|min-h|max-w|max-h|gap-x|gap-y|gap|top|right|bottom|left|inset-x|inset-y|inset|z|items|justify|leading|tracking|opacity|overflow-x|overflow-y|overflow|grid-cols|col-span|cursor|grow|shrink|basis|whitespace|space-x|space-y|fill|stroke|line-clamp|duration|ease|delay|animate|underline-offset)-/;

// What a group replaces besides itself: `p-0` drops an earlier `px-4`, `text-base` an earlier `leading-7`
// (Tailwind 4's text sizes set a line height too).
const COVERS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  size: ['w', 'h'],
  flex: ['grow', 'shrink', 'basis'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'border-w': ['border-x', 'border-y', 'border-t', 'border-r', 'border-b', 'border-l'],
  'border-x': ['border-r', 'border-l'],
  'border-y': ['border-t', 'border-b'],
  'text-size': ['leading'],
};

function groupOf(utility: string): string {
  const corner = /^rounded-(tl|tr|br|bl|t|r|b|l)(-|$)/.exec(utility);
  if (corner) return `rounded-${corner[1]}`;
  for (const [name, pattern] of GROUPS) if (pattern.test(utility)) return name;
  const prefixed = PREFIXED.exec(utility);
  return prefixed ? prefixed[1] : utility;
}

/** Splits `md:hover:h-9` into `md:hover:` and `h-9`, leaving colons inside brackets (`[&_svg]:size-4`) alone. */
function splitVariants(token: string): [string, string] {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === ':' && depth === 0) cut = i;
  }
  return [token.slice(0, cut + 1), token.slice(cut + 1)];
}

export function mergeClasses(classes: string): string {
  const byKey = new Map<string, string>();
  for (const token of classes.split(/\s+/)) {
    if (!token) continue;
    const [variants, utility] = splitVariants(token);
    const important = utility.startsWith('!') ? '!' : '';
    const group = groupOf(utility.replace(/^!?-?/, ''));
    const key = variants + important + group;
    for (const covered of COVERS[group] ?? []) byKey.delete(variants + important + covered);
    byKey.delete(key);
    byKey.set(key, token);
  }
  return [...byKey.values()].join(' ');
}

/** Joins class names; a later utility overrides an earlier one of the same kind, so callers can restyle. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
