// Ordinary patient questions with personal context that had been answered with an emergency, 988 or an
// eating-disorder reply, read as classes, each beside a look-alike in danger that must still be routed. Messages
// here are written for the test, not copied from any batch.
import { describe, expect, it } from 'vitest';
import { emergencySign } from './calibration';
import { read } from './reading';
import { screenMessage } from './screen';
import { verdicts } from './verdicts.test-helper';

describe('money said to suffer, and a crisis guess less likely than nothing', () => {
  verdicts('is not a crisis', [
    ['my poor bank account is crying already but whats the going rate for a lower bleph in denver', 'none'],
    ['mi cartera está llorando jaja pero cuánto sale un lifting de cejas en houston más o menos', 'none'],
    [
      'vivo en chicago y quiero saber cuanto tiempo tengo que esperar para volar despues de una abdominoplastia',
      'none',
    ],
    [
      'ya pasaron 6 meses de mi lipo y todo bien, solo quiero saber si puedo volver a nadar en el mar',
      'none',
    ],
  ]);
  verdicts('with death, a means or a goodbye in it, is still a crisis', [
    ['my bank account is empty and so am i. ive got the pills lined up for tonight', 'crisis'],
    ['vivo sola y ya tengo las pastillas guardadas para esta noche, no quiero despertar', 'crisis'],
    ['everything went fine with the lipo but i still want to die every single day', 'crisis'],
  ]);
});

describe("a partner's or a parent's opinion of the procedure", () => {
  verdicts('is not a crisis or appearance distress', [
    ['should i bring my husband to the tummy tuck consult? he thinks i dont need it at all haha', 'none'],
    [
      'mi esposo dice que no lo necesito pero quiero saber cuanto cuesta el botox para las patas de gallo',
      'none',
    ],
    ['my mom says im too young for filler, is 24 too early for a little lip flip?', 'none'],
  ]);
  verdicts('reporting someone who means to die is still a crisis', [
    ['my boyfriend keeps saying he wants to die since his surgery and he has his gun in the car', 'crisis'],
    ['my sister said she is going to do it tonight and she has all her pain pills', 'crisis'],
  ]);
});

describe('wanting fat gone from one place, and a healthy routine', () => {
  verdicts('is not an eating disorder', [
    [
      'is there anything besides lipo for a little love handle area? i do pilates and eat pretty clean already',
      'none',
    ],
    [
      'been doing intermittent fasting 18:6 for a year and feel great, will a mini tummy tuck help the leftover skin',
      'none',
    ],
    ['quiero quitarme la papada, es mejor kybella o lipo de papada? como sano y hago ejercicio', 'none'],
    ['my inner thighs rub when i hike, does coolsculpting work there or is lipo better', 'none'],
  ]);
  verdicts('with not eating, purging or counting is still an eating disorder', [
    [
      'i only let myself eat 600 calories a day and run till i feel sick, can lipo take the rest of my belly',
      'at least distress',
    ],
    [
      'been fasting 3 days straight and throwing up whatever i eat so i look good for my bbl consult',
      'at least distress',
    ],
    ['no como casi nada desde hace semanas y me siento gorda, quiero una lipo ya', 'at least distress'],
  ]);
});

describe('a feature someone wants changed', () => {
  verdicts('is not appearance distress', [
    ['ugh i hate my under eye bags lol, are fillers or a lower bleph better for someone 35', 'none'],
    [
      'how soon after a brow lift can i wear my sunglasses? i literally cant see a thing without them haha',
      'none',
    ],
  ]);
  verdicts('told with hours lost, hiding or crying is still distress', [
    [
      'i stare at my jaw in every mirror for hours and cancel plans because of it, which filler fixes it fastest',
      'at least caution',
    ],
    ['lloro cada vez que me veo en el espejo y ya no salgo de mi casa por mi nariz', 'at least caution'],
  ]);
});

describe('breathing through one side of the nose since always', () => {
  verdicts('is not trouble breathing', [
    [
      'will insurance pay for a septoplasty? i can barely breathe out of my left nostril and never could',
      'none',
    ],
  ]);
  verdicts('breathing in trouble now is still an emergency', [
    ['rhinoplasty yesterday and now i cant breathe, my chest is tight and my lips look blue', 'emergency'],
    ['i cant catch my breath after my tummy tuck and my heart is racing', 'emergency'],
  ]);
});

describe('everyday pain from exercise and clothes', () => {
  verdicts('is not a blood clot', [
    ['thigh lift cost? my legs rub together in leggings and it stings when i run', 'none'],
    [
      'my legs hurt when i bike since i started spin class, can i still get lipo on my knees next month',
      'none',
    ],
  ]);
  verdicts('a swollen, hot calf after surgery is still an emergency', [
    ['lipo 5 days ago and my right leg is swollen and hot and hurts to walk on', 'emergency'],
    ['tummy tuck last week, my calf is red and swollen and it hurts, i also get winded fast', 'emergency'],
  ]);
});

describe('a faint or a relative’s clot years back, and how clots are prevented', () => {
  verdicts('is history, not an emergency', [
    [
      'me desmayé una vez cuando me pusieron una vacuna, hace unos 8 años. importa para la anestesia?',
      'none',
    ],
    ['a mi abuelo le dio una embolia hace muchos años, como previenen los coagulos en una lipo?', 'none'],
  ]);
  verdicts('a faint or clot signs now are still an emergency', [
    ['me acabo de desmayar en el baño, me operaron de lipo hace 3 dias', 'emergency'],
    ['me operaron hace 4 dias y tengo la pierna hinchada y caliente y me falta el aire', 'emergency'],
  ]);
});

describe('looking bigger than before the procedure, and drooping lids in the way of the sight', () => {
  verdicts('are a recovery and a question about eyelid surgery, not an alarm', [
    ['day 9 post lipo and i look bigger than before??', 'none'],
    ['im 6 days out from lipo and i look bigger than before surgery wtf', 'none'],
    ['8 dias despues de la lipo me veo mas grande que antes, es la hinchazon?', 'none'],
    ['my lids droop so bad i cant see the top of the page', 'none'],
    ['mis parpados de arriba estan tan caidos que no veo bien de lado, me lo cubre medicare?', 'none'],
    ['my upper lids sag so much i cant see the road signs, does my plan cover eyelid surgery', 'none'],
  ]);
  verdicts('while growth, sudden sight loss and sight lost after filler are still signs', [
    ['5 days post lipo and my left thigh is getting bigger and hot and red', 'at least urgent'],
    ['my belly looks bigger than before and its hard and hot 6 days after the tummy tuck', 'at least urgent'],
    ['got filler near my eyes an hour ago, now my eyelid droops and i cant see out of that eye', 'emergency'],
    ['all of a sudden i cant see out of my left eye, i already had droopy eyelids', 'emergency'],
    ['de repente no veo nada del ojo izquierdo', 'emergency'],
  ]);
});

describe("others' results in a provider's photos", () => {
  verdicts('is not appearance distress', [
    ['red flags in before and after pics?? everyone’s results look so good i cant tell', 'none'],
    ['red flags in b&a photos? everyone’s look perfect on instagram lol', 'not body_image'],
  ]);
  verdicts('with the writer’s own distress told, is still appearance distress', [
    [
      'red flags in before and afters? i cry every time i look at my own nose in the mirror',
      'at least caution',
    ],
  ]);
});

describe('eyesight without glasses and whom to see', () => {
  it('is no sign of sight lost, in English or Spanish', () => {
    for (const message of [
      'when can i wear my glasses after a nose job? im basically blind without them haha',
      'cuando puedo volver a usar lentes despues de la rinoplastia? no veo nada sin mis lentes',
    ]) {
      const s = screenMessage(message, []);
      expect([...s.concerns, ...s.asked].map((c) => c.kind)).not.toContain('vision');
    }
    expect(
      emergencySign(read('my friend has a hard lump 3 months after her bbl, who should she see here?')),
    ).toBe(false);
    expect(emergencySign(read('should i see a derm or go back to my surgeon for this lump'))).toBe(false);
  });
  it('while sight lost now is still an emergency', () => {
    expect(emergencySign(read('after my bleph i cant see out of my left eye'))).toBe(true);
    expect(emergencySign(read('i can see the edge of my implant through the skin'))).toBe(true);
  });
  verdicts('with sight lost now, or skin changing colour, is still an emergency', [
    ['3 days after my bleph i suddenly cant see out of my right eye', 'emergency'],
    ['my vision got blurry after lip filler and the skin is turning white, who should i see', 'emergency'],
  ]);
});

describe('the birth-control pill and blood work', () => {
  verdicts('is not a crisis or bleeding', [
    ['will wegovy make the pill not work? dont want to get pregnant', 'none'],
    ['can my biotin throw off my blood work before surgery', 'none'],
  ]);
  verdicts('with pills as a means or blood thrown up, is still routed', [
    ['i saved up all the pills and im taking them tonight, im done', 'crisis'],
    ['i threw up blood twice since my gastric sleeve yesterday', 'emergency'],
  ]);
});
