// Questions on caring for yourself around a treatment — am I a candidate, what else is there, when can I do X
// again, is this normal in recovery, what should I eat or take — answered on their own point in the first
// sentence, in Spanish when asked in Spanish. Phrased the way patients type (typos, Spanglish), and not taken from
// any graded batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinned } from './answer-base';
import { CARE_ENTRIES } from './answer-base/care';
import { createAssistant } from './engine';
import { opening } from './conversation.test-helper';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

async function ask(message: string, history: string[] = []) {
  const turns: { role: 'user' | 'assistant'; content: string }[] = [];
  let text = '';
  for (const q of [...history, message]) {
    const run = await createAssistant(sandbox.db, null).run(
      { message: q, history: [...turns], role: 'general' },
      new AbortController().signal,
    );
    text = '';
    for await (const chunk of run.text) text += chunk;
    turns.push({ role: 'user', content: q }, { role: 'assistant', content: text });
  }
  return text;
}

describe('the care entries', () => {
  it('each has a source, a year, Spanish text and a pin', () => {
    for (const e of CARE_ENTRIES) {
      expect(e.source.length, e.id).toBeGreaterThan(5);
      expect(e.year, e.id).toBeGreaterThanOrEqual(2015);
      expect(e.es?.length ?? 0, e.id).toBeGreaterThan(40);
      expect(e.pin, e.id).toBeInstanceOf(RegExp);
    }
  });

  it('are not reached by questions on something else', () => {
    const ids = (q: string) => pinned(q).map((e) => e.id);
    expect(ids('how much is a tummy tuck in houston')).not.toContain('work-after-tummy-tuck');
    expect(ids('what should i eat after my gastric sleeve')).not.toContain('eating-around-surgery');
    expect(ids('is 8k too high for a breast lift')).not.toContain('implants-high-tight');
    expect(ids('rhinoplasty for a big nose, how much')).not.toContain('rhinoplasty-swelling');
    expect(ids('hace 1 semana me puse botox')).not.toContain('glp1-alcohol-food');
    expect(ids('red bumps after laser hair removal')).not.toContain('light-hair-removal');
    expect(ids('nose job 15 days ago, can i blow my nose')).not.toContain('rhinoplasty-teen');
  });
});

describe('timing: when can I do it again', () => {
  it('glasses after a nose job, in Spanglish', async () => {
    const text = await ask('tuve rinoplastia hace 10 dias, cuando me puedo poner mis lentes otra vez?');
    expect(opening(text)).toMatch(/^Normalmente no durante unas cuatro a seis semanas/);
  });

  it('sleeping on the side after implants', async () => {
    const text = await ask('how soon can i sleep on my side after getting implants? im a side sleeper');
    expect(opening(text)).toMatch(
      /^Usually after about six weeks for your stomach, and two to four weeks for your side/,
    );
  });

  it('sitting at a desk after a BBL, with a typo', async () => {
    const text = await ask('when can i sit at my desk after my bbl?? i go back to the offfice monday');
    expect(opening(text)).toMatch(/^Not directly on your buttocks/);
  });

  it('a massage after filler', async () => {
    const text = await ask('is it ok to get a facial massage a few days after cheek filler');
    expect(opening(text)).toMatch(/^Wait about two weeks after filler/);
  });

  it('Botox while trying for a baby, in Spanish', async () => {
    const text = await ask('¿Me puedo seguir poniendo botox si estoy buscando embarazo?');
    expect(text).toMatch(/La mayoría de los inyectores aconsejan dejar el Botox/);
  });

  it('flying with the pens', async () => {
    const text = await ask('flying to my sisters next week, can i bring my zepbound pens on the plane');
    expect(opening(text)).toMatch(/^Carry the pens in your hand luggage/);
  });

  it('a wedding after Botox, without repeating the answer for the follow-up on another point', async () => {
    const text = await ask('and can i do a hydrafacial the week before', [
      'my wedding is in 3 weeks, is that enough time for botox',
    ]);
    expect(opening(text)).not.toMatch(/^As my earlier answer said: Get Botox at least two weeks before/);
  });
});

describe('candidacy: a condition, an age, a medicine', () => {
  it('Botox with an underactive thyroid', async () => {
    const text = await ask('i have hypothyroidism (hashimoto) is botox safe for me');
    expect(opening(text)).toMatch(/^Usually yes: Hashimoto’s/);
  });

  it('lip filler with cold sores, in Spanish', async () => {
    const text = await ask('¿Me puedo poner relleno en los labios si me salen fuegos labiales?');
    expect(text).toMatch(/Sí, con un antiviral antes/);
  });

  it('too old at 68', async () => {
    const text = await ask('im 68, is that too old for a tummy tuck?');
    expect(opening(text)).toMatch(/^No, age alone doesn’t rule it out/);
  });

  it('a GLP-1 while nursing', async () => {
    const text = await ask('can i take wegovy while im still breastfeeding my 6 month old');
    expect(text).toMatch(/It is generally not started while you are breastfeeding/);
  });

  it('keloids before a tummy tuck', async () => {
    const text = await ask('i get keloids from every scratch, would a tummy tuck scar be bad');
    expect(opening(text)).toMatch(/^You can often still have surgery/);
  });

  it('more filler on migrated filler', async () => {
    const text = await ask('my lip filler moved up past my lip line, should i just add more to even it out?');
    expect(opening(text)).toMatch(/^Usually not until the migrated filler is dissolved/);
  });

  it('no note that TruGPT cannot prescribe before an ordinary supplement question', async () => {
    const text = await ask('should i stop taking my turmeric and fish oil before my breast augmentation');
    expect(opening(text)).toMatch(/^Stop fish oil, vitamin E and herbal supplements/);
    expect(text).not.toMatch(/can't diagnose/);
  });
});

describe('alternatives: what else is there', () => {
  it('something for frown lines without needles', async () => {
    const text = await ask('is there a cream that works like botox? terrified of needles');
    expect(opening(text)).toMatch(/^No cream or device does what Botox does/);
  });

  it('a saggy neck without surgery, in Spanish', async () => {
    const text = await ask('¿qué opciones hay sin cirugía para el cuello flácido?');
    expect(text).toMatch(/Sin cirugía, las opciones solo ayudan con cambios leves/);
  });

  it('weight-loss pills instead of shots', async () => {
    const text = await ask('are there any weight loss pills instead of ozempic, cant do shots');
    expect(opening(text)).toMatch(/^There are older, cheaper FDA-approved weight-loss medicines/);
  });

  it('grey hair that the laser missed', async () => {
    const text = await ask('my chin hairs are grey now and the laser does nothing, what else can i do');
    expect(text).toMatch(/Electrolysis: lasers and IPL target the dark pigment/);
  });
});

describe('recovery: is this normal, how long', () => {
  it('the faja, in Spanish', async () => {
    const text = await ask('¿hasta cuándo tengo que usar la faja después de mi lipo 360?');
    expect(opening(text)).toMatch(/^Normalmente unas cuatro a seis semanas/);
  });

  it('drains after a tummy tuck, asked as a follow-up', async () => {
    const text = await ask('and when do the drains come out', [
      'tummy tuck 4 days ago, still walking hunched over',
    ]);
    expect(text).toMatch(/Drains usually come out within one to two weeks/);
  });

  it('peeling after a peel', async () => {
    const text = await ask('my face is peeling like crazy 3 days after my tca peel, can i just peel it off');
    expect(opening(text)).toMatch(/^No — don’t pull or pick it off/);
  });

  it('bruises under the eyes after filler', async () => {
    const text = await ask('how long will the bruising from my tear trough filler last');
    expect(opening(text)).toMatch(/^Filler bruises usually fade within one to two weeks/);
  });
});

describe('nutrition and wellness', () => {
  it('protein on a GLP-1, with a typo', async () => {
    const text = await ask('how much protien do i need on mounjaro');
    expect(opening(text)).toMatch(/^Aim for roughly 1\.2 to 1\.6 g of protein/);
  });

  it('nausea on a GLP-1, in Spanish', async () => {
    const text = await ask('tengo muchas náuseas con el ozempic, ¿qué como?');
    expect(opening(text)).toMatch(/^Come porciones pequeñas, despacio/);
  });

  it('when to restart supplements', async () => {
    const text = await ask('when can i go back on my fish oil after lipo');
    expect(text).toMatch(/Start them again only when your surgeon says/);
  });

  it('NAD+ shots', async () => {
    const text = await ask('my gym sells nad+ shots for energy, worth it?');
    expect(opening(text)).toMatch(/^There is no good evidence they do much/);
  });

  it('biotin for hair', async () => {
    const text = await ask('will biotin gummies make my hair grow faster');
    expect(opening(text)).toMatch(/^Biotin only helps hair if you are deficient/);
  });
});

describe('the point asked, before the overview', () => {
  // Where the procedure has no guide, a "no guide yet" line introduces the answer; the answer is the block after it.
  const answer = (text: string) => text.split('\n\n').find((b) => !b.trimEnd().endsWith(':')) ?? '';

  it('when in the year to start laser hair removal', async () => {
    const text = await ask('want my legs smooth by july, when in the year should i start laser?');
    expect(opening(text)).toMatch(/^Autumn or winter is the usual time to start/);
  });

  it('filler in the 60s, in Spanish', async () => {
    const text = await ask('tengo 67 años, ¿estoy muy mayor para rellenos en los labios?');
    expect(opening(text)).toMatch(/^No: no hay edad máxima para el relleno de labios ni el Botox/);
  });

  it('drinking and how long Botox lasts', async () => {
    const text = await ask('do margaritas make my botox wear off quicker');
    expect(opening(text)).toMatch(/^There’s no good evidence that drinking makes Botox wear off faster/);
  });

  it('scared of needles, in Spanish', async () => {
    const text = await ask('algo como el botox que no sea con agujas? les tengo terror');
    expect(opening(text)).toMatch(/^Ninguna crema o aparato hace lo que hace el Botox/);
  });

  it('no growth months after a hair transplant', async () => {
    const text = await ask('5 months since my hair transplant and nothing is growing yet, should i worry');
    expect(answer(text)).toMatch(
      /^Not yet a worry: seeing little or nothing at three to four months is normal/,
    );
  });

  it('looking bigger two weeks after lipo', async () => {
    const text = await ask(
      '2 weeks out from lipo and i honestly look the same, when do i see the final results',
    );
    expect(opening(text)).toMatch(
      /^Yes, looking the same or even bigger two weeks after liposuction is normal/,
    );
  });

  it('CoolSculpting over a hernia', async () => {
    const text = await ask(
      'i have a hernia near my belly button, can i still do coolsculpting on my stomach',
    );
    expect(opening(text)).toMatch(/^Not over the hernia/);
  });

  it('a breast reduction on a small frame', async () => {
    const text = await ask(
      "only a 32DD but im 4'11 and my shoulders hurt, can i even get a breast reduction",
    );
    expect(opening(text)).toMatch(/^Cup size alone doesn’t decide it/);
  });

  it('a petite patient asking whether insurance will think she is too small', async () => {
    const text = await ask("will insurance say im too small for a breast reduction? im only 4'11");
    expect(opening(text)).toMatch(/^Insurers don’t go by cup size/);
  });

  it('sun spots with no downtime', async () => {
    const text = await ask('any options for brown sun spots with no downtime? cant take time off work');
    expect(answer(text)).toMatch(/^Yes — sun spots \(age spots\) can be treated with little or no downtime/);
  });

  it('sugar and dairy after a laser', async () => {
    const text = await ask('should i quit sugar and dairy so my skin heals after co2 laser');
    expect(answer(text)).toMatch(/^There’s no good evidence that cutting out sugar or dairy/);
  });

  it('bringing a partner to a consultation', async () => {
    const text = await ask('can i take my husband with me to the tummy tuck consult or is that weird');
    expect(opening(text)).toMatch(/^Not weird at all/);
  });

  it('bringing a relative to interpret is about language access, not company', async () => {
    const text = await ask(
      'my abuela wants to come to my consult to translate for me, her english is better',
    );
    expect(opening(text)).not.toMatch(/^Not weird at all/);
  });

  it('a deposit deadline after a consultation', async () => {
    const text = await ask('they want a 500 deposit by monday or i lose my surgery date, should i just pay');
    expect(opening(text)).toMatch(/^Take the time you need/);
  });

  it('what a menopause hormone therapy visit should cover', async () => {
    const text = await ask('what should my menopause hrt appointment include? i want to be prepared');
    expect(opening(text)).toMatch(
      /^A good menopause hormone therapy consultation goes through your symptoms/,
    );
  });

  it('how soon to fly home after body surgery', async () => {
    const text = await ask('had my tummy tuck in atlanta, how soon can i take a plane back to denver?');
    expect(opening(text)).toMatch(/^Flying soon after surgery raises the risk of blood clots/);
  });

  it("a filler injector who won't show the box, in Spanish", async () => {
    const text = await ask(
      'la enfermera no me dejo ver la caja del relleno que me puso en los labios, eso esta bien?',
    );
    expect(opening(text)).toMatch(/^Pide ver la caja y la jeringa sellada antes de abrirla/);
  });

  it('a filler box in a foreign language is a question about an imported product', async () => {
    const text = await ask(
      'my injector used restylane but the box had chinese writing on it, should i worry',
    );
    expect(opening(text)).not.toMatch(/^Ask to see the box/);
    expect(text).toMatch(/imported/);
  });

  it('what "double board certified" means', async () => {
    const text = await ask('my surgeon is double board certified, is that better than just one??');
    expect(opening(text)).toMatch(
      /^“Double” or “triple board certified” means .* which boards matters more than how many/,
    );
  });

  it('asking a surgeon for their complication rate', async () => {
    const text = await ask('is it rude to ask my surgeon what their complication rate is');
    expect(opening(text)).toMatch(/^Yes, ask — it is a normal question/);
  });
});
