// Catalogue names are title case ("GLP-1 Medications", "Tummy Tuck"); inside a sentence they read as ordinary
// words ("How long is recovery from GLP-1 medications?"), except acronyms, brands and proper adjectives.
const PROPER = new Set(['Botox', 'Brazilian']);

export function inSentence(name: string) {
  return name
    .split(' ')
    .map((word) =>
      PROPER.has(word) || /\d/.test(word) || /^[A-Z&-]{2,}$/.test(word) || /.[A-Z]/.test(word)
        ? word
        : word.toLowerCase(),
    )
    .join(' ');
}
