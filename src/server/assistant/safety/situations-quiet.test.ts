// Calm questions whose words look like an alarm — a pillow, a blurry label, "no veo nada en su página", a nose that
// collapses, being confused by two quotes, a bruise going purple and yellow, what to eat after lipo — each beside a
// look-alike that is a real emergency or crisis and must still be routed. Written for the test, as patients type.
import { describe, expect, it } from 'vitest';
import { cautionNote } from './replies';
import { screenMessage } from './screen';
import { verdicts } from './verdicts.test-helper';

describe('words of a thing, not of the body', () => {
  verdicts('a calm question is not an alarm', [
    ['the writing on my semaglutide box is all blurry and misspelled, legit or fake??', 'none'],
    ['heard liquid rhinoplasty can leave u blind, is that true?', 'none'],
    ['my derm put me on minoxidil and it gave me palpitations so i quit, whats another option', 'none'],
    ['estoy ahorrando para una lipo de abdomen en houston, cuánto debería juntar?', 'none'],
    ['i already had one rhinoplasty and now the tip is collapsing, who does revisions near austin?', 'none'],
    ['2 quotes for my bbl said totally different amounts of fat to move and now im confused', 'none'],
    [
      'got 3 quotes for a tummy tuck and they all said different things about muscle repair, now im so confused',
      'none',
    ],
  ]);
  it('and puts no warning signs in front of the answer', () => {
    for (const m of [
      'no veo nada de relleno en su pagina, lo hacen o solo botox?',
      'wedding is in may and im freaking out, when should i get my botox done',
      'my first rhinoplasty was in 2020 and the bridge is collapsing now, does dr smith do revisions?',
    ])
      expect(cautionNote(screenMessage(m)), m).toBeNull();
  });
  verdicts('the same words told of the body now are still routed', [
    ['3 days after my bbl, my vision went blurry and i cant catch my breath', 'emergency'],
    ['no veo nada del ojo derecho desde que me pusieron relleno en la nariz hace una hora', 'emergency'],
    ['my wife had lipo this morning and she collapsed in the bathroom, shes pale and sweaty', 'emergency'],
    ['my mom had a facelift yesterday and now she is confused and doesnt know where she is', 'emergency'],
    ['my heart is racing and my chest feels tight two days after my tummy tuck', 'emergency'],
    ['i have my pills lined up for tonight, the bbl didnt fix anything and i want to die', 'crisis'],
  ]);
});

describe('questions about looks, prices and food', () => {
  verdicts('are not appearance distress, a crisis or an eating disorder', [
    [
      'why is it so much more than the average price i keep seeing online',
      'none',
      ['how much is a lower bleph in miami'],
    ],
    ['how many has she done', 'none', ['is dr. patel good at chin implants? i like her before and afters']],
    ['how many has he done', 'none'],
    ['i want the real all in number for a bbl, garments pillow massages everything', 'none'],
    ['todos me dicen q me veo cansada, sirve el bótox debajo de los ojos o mejor otra cosa?', 'none'],
    ['que puedo comer despues de la abdominoplastia para sanar mas rapido?', 'none'],
    ['on mounjaro and barely eating anything, how much protein do i need? im 180', 'none'],
    ['quiero los cachetes mas delgados como las famosas, que es la bichectomia?', 'none'],
  ]);
  verdicts('disordered eating and distress told plainly are still routed', [
    [
      'on ozempic and i barely eat, i hide my food and throw up so i can get thinner faster',
      'eating_disorder',
    ],
    ['si como algo siento que lo tengo que vomitar, quiero bajar mas antes de la lipo', 'eating_disorder'],
    [
      'i spend hours in the mirror every day hating my nose and i cant leave the house, which surgeon will fix it',
      'body_image',
    ],
  ]);
});

describe('recovery questions about what can be normal', () => {
  const signsComeAfter = (message: string) => screenMessage(message).signsAfter;
  it('put the answer first, with the signs to call about after it', () => {
    expect(
      signsComeAfter('day 2 after my lipo and the incisions are dripping pink fluid, is that normal?'),
    ).toBe(true);
    expect(
      signsComeAfter(
        'its been 2 weeks since my rhinoplasty and my nose is still swollen, when does it go down',
      ),
    ).toBe(true);
    expect(signsComeAfter('mi cara sigue hinchada 3 semanas despues del facelift, es normal?')).toBe(true);
  });
  it('with no warning signs in front of it', () => {
    for (const m of [
      'stomach has bruises everywhere after lipo, all purple and yellow, how long til they fade?',
      '9 days after my nose job, can i sleep on my side yet? my neck is killing me from sleeping on my back',
      'tengo el abdomen lleno de moretones morados y amarillos despues de la lipo, cuanto tardan en quitarse?',
    ]) {
      const s = screenMessage(m);
      expect(s.level === 'none' || s.level === 'caution', m).toBe(true);
      expect(cautionNote(s), m).toBeNull();
    }
  });
  it('but a sign of more after a procedure is still raised first', () => {
    const s = screenMessage('day 4 after my tummy tuck, my left calf is swollen hot and painful');
    expect(s.signsAfter).toBe(false);
    expect(['urgent', 'emergency']).toContain(s.level);
    const bleed = screenMessage(
      'one side of my face is swelling fast and tight since last night after my facelift',
    );
    expect(bleed.signsAfter).toBe(false);
    expect(['urgent', 'emergency']).toContain(bleed.level);
  });
});
