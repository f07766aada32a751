// A count at the very end of a message ("…with a pen for $120") is read without looking past the last word.
import { describe, expect, it } from 'vitest';
import { screenMessage } from './index';

describe('a number as the last word', () => {
  it('screens the message instead of failing on the word after it', () => {
    const screen = screenMessage(
      'are hyaluron pens safe? a girl on tiktok does lip filler with a pen for $120',
      [],
    );
    expect(screen.level).not.toBe('emergency');
    expect(screen.level).not.toBe('crisis');
  });

  it('still reads a count of pills taken that ends the message', () => {
    const screen = screenMessage('i just took 30 of my sleeping pills', []);
    expect(['emergency', 'crisis']).toContain(screen.level);
  });
});
