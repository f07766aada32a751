// The assistant's view of the catalogue: every procedure with the words patients use for it, and its reviewed
// guide when one exists. Built once per process from the shared catalogue and the validated content files.
import { ALL_PROCEDURES } from '@shared/catalogue';
import type { ProcedureGuide } from '@shared/schemas/content';
import { loadProcedureGuides } from '../content/load-content';

export interface KnownProcedure {
  id: string;
  name: string;
  shortName: string;
  categoryId: string;
  guide: ProcedureGuide | null;
}

interface Knowledge {
  procedures: Map<string, KnownProcedure>;
  /** Lower-case phrase → procedure id, longest phrases first so "mini gastric bypass" beats "gastric bypass". */
  phrases: { phrase: string; pattern: RegExp; id: string }[];
}

let cache: Knowledge | undefined;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Spellings patients type that the catalogue's aliases do not cover.
const EXTRA_PHRASES: Record<string, string[]> = {
  rhinoplasty: ['rhinoplasty', 'nose'],
  'breast-augmentation': ['breast augmentation', 'breast enlargement', 'implants'],
  'brazilian-butt-lift': ['brazilian butt lift', 'bbls'],
  botox: ['botox', 'tox'],
  'dermal-fillers': ['dermal filler', 'lip fillers'],
  'tummy-tuck': ['tummy tuck', 'tummy-tuck'],
  'gpl-1': ['glp-1', 'glp1', 'glp 1', 'weight loss injections', 'weight loss shots'],
  'gastric-sleeve': ['gastric sleeve', 'sleeve surgery', 'sleeve'],
  'laser-hair-removal': ['laser hair removal', 'laser hair'],
  coolsculpting: ['coolsculpting', 'cool sculpting'],
  'chemical-peels': ['chemical peels'],
  'iv-therapy': ['iv therapy', 'iv drips', 'iv vitamin'],
  'vitamin-b12-injections': ['b12', 'vitamin b12'],
  'mommy-makeover': ['mommy makeover', 'mummy makeover'],
};

function build(): Knowledge {
  const guides = new Map(loadProcedureGuides().map((g) => [g.id, g]));
  const procedures = new Map<string, KnownProcedure>();
  const phraseMap = new Map<string, string>();
  for (const p of ALL_PROCEDURES) {
    const guide = guides.get(p.id) ?? null;
    const shortName = guide?.shortName ?? p.name.replace(/\s*\(.*\)$/, '');
    procedures.set(p.id, {
      id: p.id,
      name: guide?.name ?? p.name,
      shortName,
      categoryId: p.categoryId,
      guide,
    });
    const phrases = [
      p.name,
      shortName,
      p.id.replace(/-/g, ' '),
      ...p.aliases,
      ...(EXTRA_PHRASES[p.id] ?? []),
    ];
    for (const phrase of phrases) {
      const key = phrase.toLowerCase().replace(/\s*\(.*\)$/, '');
      if (key.length >= 2 && !phraseMap.has(key)) phraseMap.set(key, p.id);
    }
  }
  const phrases = [...phraseMap.entries()]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([phrase, id]) => ({
      phrase,
      id,
      // Plural "s" allowed; hyphens and spaces are interchangeable ("tummy-tuck", "lap-band").
      pattern: new RegExp(
        `(?<![a-z0-9])${escapeRegExp(phrase).replace(/(\\-| )/g, '[\\s-]?')}s?(?![a-z0-9])`,
        'i',
      ),
    }));
  return { procedures, phrases };
}

export function knowledge(): Knowledge {
  cache ??= build();
  return cache;
}

export function getProcedure(id: string): KnownProcedure | undefined {
  return knowledge().procedures.get(id);
}

/** Procedures named in the text, in the order they appear, each once. */
export function findProcedures(text: string): string[] {
  let remaining = text.toLowerCase();
  const found: { id: string; at: number }[] = [];
  for (const { pattern, id } of knowledge().phrases) {
    const match = pattern.exec(remaining);
    if (!match) continue;
    // Blank the match so "gastric bypass" inside "mini gastric bypass" is not counted again.
    remaining =
      remaining.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      remaining.slice(match.index + match[0].length);
    if (!found.some((f) => f.id === id)) found.push({ id, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
}

/** For tests: forget the cached catalogue and guides. */
export function resetKnowledge() {
  cache = undefined;
}
