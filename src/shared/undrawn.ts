// Characters that draw nothing: control characters other than tab and line breaks, halves of a surrogate pair left
// alone, and U+FFFE/U+FFFF. They come in pasted from terminals, word processors and broken exports; XML cannot hold
// most of them (an SVG holding one does not render), and on a page they are invisible.
const UNDRAWN = /[^\P{Cc}\t\n\r]|\p{Cs}|[\ufffe\uffff]/gu;

/** The text without the characters that draw nothing. */
export const dropUndrawn = (text: string) => text.replace(UNDRAWN, '');
