// A comparison asked on one point (which lasts longer, which is cheaper, which hurts less) opens with the verdict on
// that point from the two guides' own figures, with their sources; a follow-up "which one…" after a comparison is
// the same comparison on its new point. Phrasings are our own (typos, Spanish, casual).
import { describe, expect, it } from 'vitest';
import { sandboxConversations, opening } from './conversation.test-helper';

const talk = sandboxConversations();

describe('a comparison asked on one point opens with the verdict on it', () => {
  it('which is cheaper, between two guides priced apart', async () => {
    const [answer] = await talk('coolsculpting or lipo which one is cheapr for my muffin top');
    expect(opening(answer)).toBe(
      "**Usually cheaper: CoolSculpting.** Typically $600–$1,500 per area, against $4,000–$12,000 for Liposuction — though CoolSculpting is priced per area, so several areas add up (TruSelf's CoolSculpting and Liposuction guides, from American Society of Plastic Surgeons, 2023 and 2018).",
    );
  });

  it('prices that overlap are said to overlap, not ranked', async () => {
    const [answer] = await talk('microneedling vs a chemical peel... which costs less?');
    expect(opening(answer)).toMatch(/^\*\*Neither is reliably cheaper:\*\* their typical prices overlap/);
  });

  it('which lasts longer, from the two guides', async () => {
    const [answer] = await talk('nose job or filler for my bump, which one lasts longer');
    expect(opening(answer)).toMatch(
      /^\*\*Longer-lasting: Rhinoplasty\.\*\* The structural changes are considered permanent/,
    );
    expect(opening(answer)).toContain('Fillers: Most HA fillers last roughly 6–18 months');
  });

  it('in Spanish, in Spanish', async () => {
    const [answer] = await talk('q sale mas barato, la lipo o el coolsculpting?');
    expect(opening(answer)).toMatch(
      /^\*\*Lo que suele costar menos: CoolSculpting\.\*\* Normalmente \$600–\$1,500 por zona/,
    );
    const [lasts] = await talk('que dura mas el botox o el relleno en labios');
    expect(opening(lasts)).toMatch(
      /^\*\*Lo que dura más: los rellenos dérmicos\.\*\* Los rellenos dérmicos, unos 6–18 meses; el Botox, unos 3–4 meses/,
    );
  });
});

describe('a follow-up picking one of the two just compared is the same comparison', () => {
  it('which one is cheaper, after two procedures', async () => {
    const [, answer] = await talk(
      'thinking coolsculpting vs liposuction for my belly',
      'ok which ones cheaper tho',
    );
    expect(opening(answer)).toMatch(/^\*\*Usually cheaper: CoolSculpting\.\*\*/);
  });

  it('which lasts longer, after two brands of one treatment', async () => {
    const [, answer] = await talk('dysport vs botox, whats the diference', 'and which one lasts longer??');
    expect(opening(answer)).toMatch(
      /^\*\*How long they last:\*\* TruSelf's Botox guide gives one figure for both/,
    );
    expect(answer).not.toContain('**Botox:** Typically');
  });

  it('cuál dura más, after a comparison in Spanish', async () => {
    const [, answer] = await talk('que es mejor el relleno o el botox para las lineas', 'y cual dura mas?');
    expect(opening(answer)).toMatch(/^\*\*Lo que dura más: los rellenos dérmicos\.\*\*/);
  });
});

describe('buttock implants compared with a BBL are not breast implants', () => {
  it.each([
    ['bbl or glute implants if im super skinny?'],
    ['implantes de gluteos vs bbl cual me conviene, casi no tengo grasa'],
  ])('%s', async (message) => {
    const [answer] = await talk(message);
    expect(answer).not.toMatch(/Breast Augmentation|aumento de senos/i);
    expect(opening(answer)).toMatch(
      /^(The main lower-risk options are buttock implants|Las principales opciones de menor riesgo son los implantes de glúteos)/,
    );
  });
});
