// Reads a message into tokens with wink-nlp's English model (tokens, lemmas, Porter stems, sentence breaks), once
// per message. The model loads once per process, at module load, so a message costs well under a millisecond.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model, ['sbd']);
const its = nlp.its;
// wink's typings declare lemma and stem with a different helper signature; at run time they are ordinary its.
const lemmaOf = its.lemma as unknown as typeof its.value;
const stemOf = its.stem as unknown as typeof its.value;

// Lexemes the model knows have ids below the first out-of-vocabulary id; typos and Spanish words are above it.
// Only unknown words are spell-matched, so "fewer" is never read as "fever" nor "feels" as "fee".
const FIRST_UNKNOWN_ID = nlp.readDoc('qqzxqv').tokens().out(its.uniqueId)[0] as number;

export interface Token {
  /** Lower case, accents removed: "Visión" → "vision". */
  norm: string;
  lemma: string;
  stem: string;
  /** Not in the English model's lexicon: a typo, slang, or a Spanish word. */
  unknown: boolean;
  number: number | null;
  /** Index of the sentence it belongs to. */
  sentence: number;
  /** Commas, "but" and the like: a negation does not reach across them. */
  clauseBreak: boolean;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'");

// Contractions people type without the apostrophe come through as one token; split them as "can't" is split.
const GLUED_NOT = /^(ca|can|do|does|did|is|was|were|are|wo|could|would|should|have|has|had|ai)n'?t$/;
// Hyphens and slashes join words ("glp-1", "y/o"); other punctuation ends a clause.
const JOINERS = new Set(['-', '/', "'"]);
const CLAUSE_WORDS = new Set(['but', 'though', 'although', 'however', 'except', 'pero', 'aunque', 'sino']);

export function tokenize(text: string): Token[] {
  const doc = nlp.readDoc(text.replace(/\s*\n+\s*/g, '. '));
  const out: Token[] = [];
  doc.sentences().each((sentence, index) => {
    const t = sentence.tokens();
    const values = t.out(its.value) as string[];
    const normals = t.out(its.normal) as string[];
    const lemmas = t.out(lemmaOf) as (string | undefined)[];
    const stems = t.out(stemOf) as string[];
    const ids = t.out(its.uniqueId) as number[];
    const types = t.out(its.type) as string[];
    values.forEach((value, i) => {
      const norm = fold(normals[i] ?? value);
      if (types[i] === 'tabCRLF' || types[i] === 'emoji') return;
      const glued = GLUED_NOT.exec(norm);
      if (glued) {
        const base = glued[1] === 'wo' ? 'will' : glued[1] === 'ca' ? 'can' : glued[1];
        out.push(word(base, base, base, false, index));
        out.push(word('not', 'not', 'not', false, index));
        return;
      }
      const punct = types[i] === 'punctuation' && !JOINERS.has(norm);
      const numeric = types[i] === 'number' ? Number.parseFloat(norm) : Number.NaN;
      out.push({
        norm,
        lemma: fold(lemmas[i] ?? norm),
        stem: fold(stems[i] ?? norm),
        unknown: ids[i] >= FIRST_UNKNOWN_ID,
        number: Number.isFinite(numeric) ? numeric : null,
        sentence: index,
        clauseBreak: punct || CLAUSE_WORDS.has(norm),
      });
    });
  });
  return out;
}

function word(norm: string, lemma: string, stem: string, unknown: boolean, sentence: number): Token {
  return { norm, lemma, stem, unknown, number: null, sentence, clauseBreak: false };
}

/** Lemma and stem of a vocabulary word, read the same way a message word is. */
export function baseForms(w: string): { lemma: string; stem: string } {
  const t = nlp.readDoc(w).tokens();
  return {
    lemma: fold((t.out(lemmaOf)[0] as string | undefined) ?? w),
    stem: fold((t.out(stemOf)[0] as string | undefined) ?? w),
  };
}
