// Situations read as classes for the ninth development round, each in English, Spanish and Spanglish beside a
// harmless look-alike. Messages here are written for the test, not copied from any batch.
import { describe, expect, it } from 'vitest';
import { safetyReply } from './replies';
import { screenMessage } from './screen';
import { verdicts } from './verdicts.test-helper';

describe('an overdose already taken', () => {
  verdicts('is an emergency', [
    [
      'I took like 15 of my percocet an hour ago because the pain would not stop, now i feel really sleepy',
      'emergency',
    ],
    ['accidentally gave myself double my insulin tonight, shaky and sweaty', 'emergency'],
    ['i did 3 shots of my wegovy at once this morning to catch up, now i cant stop vomiting', 'emergency'],
    [
      'me tomé toda la caja de pastillas para dormir hace rato, no sé por qué, me siento rara',
      'at least emergency',
    ],
    ['me inyecté el doble de insulina por error y estoy temblando', 'emergency'],
    [
      'i think i drew up 60 units instead of 6 on my compounded tirzepatide y ya me siento fatal',
      'emergency',
    ],
  ]);
  verdicts('taken to hurt oneself, is a crisis whose reply opens with 911', [
    ['swallowed the whole bottle of my oxy on purpose, i want it to be over', 'crisis'],
    ['me tomé todas mis pastillas porque ya no quiero vivir', 'crisis'],
  ]);
  verdicts('is not a course finished, a dose asked about, a question ahead or years back', [
    ['I took all my antibiotics like they said, can I get filler next week?', 'none'],
    ['it took all night to fall asleep after my lipo, is that normal?', 'none'],
    ['I take my antibiotic twice a day, is wine ok?', 'none'],
    ['me tomé todas las pastillas del tratamiento como me dijeron, ¿ya me puedo hacer botox?', 'none'],
    ['in college I took a whole bottle of advil once, does that matter for surgery?', 'not emergency'],
    ['took my 2 tylenol at 8 like the surgeon said, when can i take the next ones?', 'none'],
  ]);

  it('names Poison Control, and 988 in case it was taken to hurt oneself', () => {
    const s = screenMessage('accidentally injected my ozempic twice today, super nauseous');
    expect(s.level).toBe('emergency');
    const reply = safetyReply(s, null);
    expect(reply).toMatch(/^\*\*Call 911/);
    expect(reply).toContain('1-800-222-1222');
    expect(reply).toContain('988');
  });

  it('taken with intent, opens with 911 and 988 in one sentence, then Poison Control', () => {
    const reply = safetyReply(
      screenMessage('took all my sleeping pills 10 min ago, i dont want to wake up'),
      null,
    );
    expect(reply.split('\n')[0]).toMatch(/911.*988/);
    expect(reply).toContain('1-800-222-1222');
  });
});

describe('signs that come together or move fast', () => {
  verdicts('are an emergency', [
    [
      'redness around my incision is spreading fast, it went past the pen line I drew 2 hours ago',
      'emergency',
    ],
    [
      'la rojez alrededor de la herida avanza rápido, ya se pasó de la raya que marqué hace una hora',
      'emergency',
    ],
    [
      '4 days after my nose surgery: fever 103, a red sunburn-like rash all over my body and I keep vomiting',
      'emergency',
    ],
    [
      'mi esposa tiene fiebre alta, la piel de todo el cuerpo roja como quemada y diarrea, la operaron anteayer',
      'emergency',
    ],
  ]);
  verdicts('but redness that is fading, or a rash on one spot, is not', [
    ['the redness around my incision is fading every day, no fever, normal?', 'none'],
    ['little itchy rash where the tape was, no fever, feel fine', 'not emergency'],
  ]);
  verdicts('fluids lost with little or dark urine are for the team today', [
    [
      'on zepbound and I have had diarrhea all day for 3 days, my pee is dark and there is not much of it',
      'urgent',
    ],
    ['con el ozempic llevo dos días vomitando y casi no orino, la orina está muy oscura', 'urgent'],
  ]);
  verdicts('but nausea with normal urine is a side effect', [
    ['a bit of nausea on wegovy week 2, drinking fine, peeing normal, any tips?', 'none'],
  ]);
});

describe('post-operative signs told without the usual words', () => {
  verdicts('a drain that slid or fell out is urgent', [
    ['my JP drain slid halfway out when I stood up, barely any blood, should I push it in?', 'urgent'],
    ['se me salió el drenaje de la abdominoplastia, no sangra mucho', 'urgent'],
    ['the drain tube came out in my sleep lol, what do i do, no bleeding', 'urgent'],
  ]);
  verdicts('but a drain the team took out is not', [
    ['they removed my drains today, when can I shower?', 'none'],
    ['me quitaron los drenajes ayer, ¿cuándo me puedo bañar?', 'none'],
  ]);
  verdicts('an area grown bigger and firmer after fat freezing is urgent', [
    ['months after coolsculpting my belly got bigger and harder right where the applicator was', 'urgent'],
    [
      'después de la criolipólisis la zona se puso más dura y más grande, tiene la forma del aplicador',
      'urgent',
    ],
  ]);
  verdicts('but asking what fat freezing does is not', [
    ['does coolsculpting make the area bigger first before it shrinks?', 'not urgent'],
  ]);
  verdicts('a nipple turning dark or cold after breast surgery is urgent', [
    ['day 2 after my breast lift and one nipple looks dark purple and feels cold', 'urgent'],
    ['después de la reducción de busto el pezón izquierdo se ve negro en la orilla', 'urgent'],
  ]);
  verdicts('but a naturally dark areola is not', [
    ['my areolas are naturally dark, can a breast lift make them smaller?', 'none'],
  ]);
  verdicts('a spot in the middle of one eye’s sight is an emergency', [
    ['after laser on my face there is a dark spot in the middle of my vision in the left eye', 'emergency'],
  ]);
  verdicts('breathing through the mouth with a blocked nose is not', [
    ['day 4 rhinoplasty, breathing through my mouth is annoying but otherwise fine, normal?', 'none'],
  ]);
  verdicts('winded on walking beside a swollen calf is an emergency', [
    [
      'and now im winded walking to the kitchen',
      'emergency',
      ['8 days after lipo my left calf is swollen and hot'],
    ],
  ]);
});

describe('a recovery that feels as recoveries do', () => {
  verdicts('numbness or swelling asked about as expected is answered, not triaged', [
    ['numbness after breast augmentation how long', 'none'],
    ['facelift 1 week post-op my ears feel numb and tight', 'none'],
    ['day 3 post lipo y estoy super hinchada, is this normal?', 'none'],
    [
      'a mi mamá le queda un poco de entumecimiento en las orejas después del facelift, ¿es normal que dure?',
      'none',
    ],
  ]);
  verdicts('but numbness with a sign of more is not', [
    ['my thigh is numb and hot and getting bigger since the lipo', 'at least urgent'],
    ['the left side of my face went numb and my arm feels weak after surgery', 'emergency'],
  ]);
  verdicts('drainage the surgeon called expected is not an alarm', [
    [
      'a little clear pink drainage on the gauze, no smell, no redness, surgeon said it is expected, just double checking',
      'none',
    ],
  ]);
  verdicts('but drainage that smells, with a fever, is', [
    ['the drainage from my incision smells bad and I have a fever', 'at least urgent'],
  ]);
});

describe('eating disorders said sideways, and appearance distress said of someone else', () => {
  verdicts('are an eating disorder', [
    [
      'can wegovy help me get back to the weight I was hospitalized at? I liked myself then',
      'eating_disorder',
    ],
    ['quiero volver al peso que tenía cuando me internaron, ¿el ozempic ayuda?', 'eating_disorder'],
    [
      'how long can i do only black coffee before my lipo? i want the lowest number on the scale',
      'eating_disorder',
    ],
    [
      'mi amiga se inyecta ozempic, ya está en los huesos, a veces se desmaya y dice que le faltan kilos',
      'eating_disorder',
    ],
  ]);
  verdicts('but a hospital stay or coffee before surgery is not', [
    ['I was in the hospital for my gallbladder last year, can I get lipo now?', 'none'],
    ['can I have black coffee the morning of my surgery?', 'none'],
  ]);
  verdicts('appearance distress said of a partner or a child is appearance distress', [
    [
      'my husband checks his hairline in every mirror and skipped our anniversary dinner because of it, his hair is fine',
      'body_image',
    ],
    [
      'mi hija de 15 no sale de casa porque dice que su nariz es horrible, llora cada noche, nos pide rinoplastia',
      'body_image',
    ],
  ]);
});

describe('ordinary questions that are not alarms', () => {
  verdicts('get an answer', [
    ['wegovy o zepbound, cual tiene menos efectos secundarios? me da mucha nausea el ozempic', 'none'],
    ['is it ok if i go to the beach this weekend', 'none', ['had a chemical peel yesterday']],
    ['undereye bags without surgery possible?', 'none'],
    ['proteina en polvo cuenta si estoy en ozempic y no me da hambre?', 'none'],
    ['will my doctor here take care of me after', 'none', ['thinking of going to mexico for a sleeve']],
    ['the clinic form asked if I ever thought of hurting myself, I said no. do they ask everyone?', 'none'],
    ['en el formulario me preguntaron si he pensado en hacerme daño y puse que no. ¿es normal?', 'none'],
    [
      'hace dos años tuve anafilaxia por mariscos, todo bien ahora y cargo mi epipen. ¿puedo ponerme relleno?',
      'none',
    ],
    [
      'my toddler licked my retinol once, called poison control and he was fine. best way to store it?',
      'none',
    ],
  ]);
  verdicts('while the harm beside them is still read', [
    ['voy en la secundaria y quiero botox', 'not emergency'],
    ['i want to kill myself', 'crisis', ['had a chemical peel yesterday']],
    ['my 2yo just licked my retinol cream, she is drooling', 'emergency'],
    ['had to use my epipen after the filler, my throat feels tight', 'emergency'],
  ]);
});
