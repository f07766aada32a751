import { describe, expect, it } from 'vitest';
import { dropUndrawn } from './undrawn';

describe('dropUndrawn', () => {
  it('drops control characters, lone surrogate halves and U+FFFE/U+FFFF', () => {
    expect(dropUndrawn('Choose\u000b your \u001bprovider\u0007')).toBe('Choose your provider');
    expect(dropUndrawn('Glow\u0000 Med\u007f Spa\ufffe\uffff')).toBe('Glow Med Spa');
    expect(dropUndrawn('broken \ud83d and \ude00 halves')).toBe('broken  and  halves');
  });

  it('keeps tabs, line breaks, emoji, accents and every script', () => {
    const kept = 'Line one\r\nLine two\tTabbed 😀 José Ñúñez Δέρμα 皮肤 جلد';
    expect(dropUndrawn(kept)).toBe(kept);
  });
});
