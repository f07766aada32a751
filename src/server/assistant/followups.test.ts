// Conversations of two turns: the second keeps the first's subject, kind, place and language and answers what it
// adds — another area, another procedure, a figure, a condition, a yes/no about the earlier answer — first, and
// never prints the earlier answer again. Phrased the way patients type, and not taken from any graded batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continuedKind, followUpLanguage, unitCount } from './followup';
import { readKind } from './kinds';
import { conversation as talk, opening } from './conversation.test-helper';
import { openSandbox } from './sandbox';
import { understand } from './understand';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

const conversation = (...messages: string[]) => talk(sandbox.db, ...messages);

const read = (message: string, history: string[]) => {
  const u = understand(message, { history, role: 'general' });
  if (u.kind !== 'answer') throw new Error(`not an answer: ${u.kind}`);
  return u;
};

describe('a follow-up that changes one part keeps the kind of question', () => {
  it('another procedure after a question on who may do one is still a legal question, in the same state', () => {
    const u = read('and laser hair removal, can she do that one?', [
      'can a cosmetologist do lip filler in florida?',
    ]);
    expect(readKind('and laser hair removal, can she do that one?').kind).toBeNull();
    expect(u.ask.kind).toBe('legality');
    expect(u.procedureIds).toEqual(['laser-hair-removal']);
    expect(u.place?.kind === 'place' ? u.place.place.label : null).toBe('Florida');
    expect(u.intents).not.toContain('find_provider');
  });

  it('an activity after a recovery question is a timing question on that activity', () => {
    expect(read('and driving?', ['when can i shower after my lipo?']).ask).toMatchObject({
      kind: 'timing',
      timing: 'drive',
    });
    expect(
      read('y dormir boca abajo?', ['cuanto dura la recuperacion de la abdominoplastia']).ask,
    ).toMatchObject({
      kind: 'timing',
      timing: 'sleep',
    });
  });

  it('a question of its own about the same subject is not carried as the earlier kind', () => {
    // Look-alikes: they follow a legal question, but ask the price and how long it lasts.
    expect(
      read('how much does it usually cost?', ['can a cosmetologist do lip filler in florida?']).ask.kind,
    ).not.toBe('legality');
    expect(
      continuedKind(
        'how long does it last',
        { kind: null },
        ['is it legal for a nurse to do botox alone?'],
        [],
        {},
      ),
    ).toBeNull();
  });

  it('a detail added to a price question keeps it a price question about the earlier quote', () => {
    const u = read('that number is only the surgeon, the anesthesia gets billed apart', [
      'a surgeon quoted me $9,000 for liposuction, is that normal?',
    ]);
    expect(u.ask.kind).toBe('price');
    expect(u.question).toContain('$9,000');
  });
});

describe('the language of a short follow-up', () => {
  it('stays Spanish when the follow-up has no English word of its own', () => {
    expect(
      followUpLanguage('me van a cobrar 800 dolares', 'en', ['¿sirven los sueros de vitaminas?'], 'es'),
    ).toBe('es');
    expect(read('me van a cobrar 800 dolares', ['¿cuánto cuesta el bótox en la frente?']).language).toBe(
      'es',
    );
  });

  it('switches to English when the follow-up is written in English', () => {
    expect(read('and how long does it last?', ['¿cuánto cuesta el botox en la frente?']).language).toBe('en');
  });

  it('switches to Spanish when the follow-up is written in Spanish', () => {
    expect(read('¿y cuánto dura?', ['how much is botox for the forehead']).language).toBe('es');
  });
});

describe('figures in a follow-up about a price', () => {
  it('reads a unit count, not a price per unit', () => {
    expect(unitCount('she wants to do 64 units on my upper face')).toBe(64);
    expect(unitCount('me quieren poner 30 unidades')).toBe(30);
    expect(unitCount('$12 a unit')).toBeNull();
  });

  it('sets a unit count against the label dose for the areas named', async () => {
    const [, second] = await conversation(
      'is $13 per unit for botox ok?',
      'the injector wants 44 units for my crows feet and forehead, $572 total, too many?',
    );
    expect(opening(second)).toMatch(
      /^\*\*44 units for the forehead and the crow’s feet is about the standard dose, not a lot\*\*/,
    );
    expect(opening(second)).toContain(
      '20 units for the forehead and 24 units for the crow’s feet — 44 units in all',
    );
    expect(opening(second)).toContain('$572 for 44 units works out to about $13 a unit');
  });

  it('says a count well above the dose is well above it, in Spanish', async () => {
    const [, second] = await conversation(
      '¿cuánto cuesta el botox en el entrecejo?',
      'me dijeron que necesito 60 unidades en el entrecejo, ¿es mucho?',
    );
    expect(opening(second)).toMatch(
      /^\*\*60 unidades para el entrecejo está bastante por encima de la dosis/,
    );
  });

  it('reads an earlier quote as the surgeon’s fee alone when the follow-up says so', async () => {
    const [, second] = await conversation(
      'got quoted 9,500 for a tummy tuck in denver, is that fair?',
      'wait that is only the surgeon fee, anesthesia and the facility are separate. still a good price?',
    );
    expect(opening(second)).toMatch(
      /^\*\*As the surgeon's fee alone, \$9,500 is well above the \$6,253 national average surgeon's fee\*\*/,
    );
    expect(opening(second)).toContain('the total will likely be above TruSelf');
  });

  it('prices an added area from the per-area range', async () => {
    const [, second] = await conversation(
      'how much is coolsculpting on my stomach?',
      'what if I also add my flanks?',
    );
    expect(opening(second)).toMatch(/^\*\*For 2 areas, expect roughly \$1,200–\$3,000\*\*/);
  });

  it('prices another single area, not the price section again', async () => {
    const [first, second] = await conversation('how much is botox for the crows feet', 'and the forehead?');
    expect(opening(second)).toMatch(/^\*\*The forehead: one treatment area, typically \$200–\$600\*\*/);
    expect(second).toContain('20 units');
    expect(second).not.toContain(opening(first));
  });

  it('sets a budget against the guide’s all-in range', async () => {
    const [, second] = await conversation(
      'who does liposuction in houston?',
      'i have about 5k saved, is that enough?',
    );
    expect(opening(second)).toMatch(
      /^\*\*\$5,000 is below the typical range\*\*|^\*\*\$5,000 covers the lower part/,
    );
  });

  it('reads "would they pay" after an insurance question as a question about coverage', async () => {
    const [, second] = await conversation(
      'will insurance pay for a breast reduction?',
      'what if they decide it is cosmetic, would they still pay?',
    );
    expect(second).toMatch(/insurance|covered|insurer/i);
  });
});

describe('a follow-up never repeats an earlier answer', () => {
  it('points to the earlier sentence that answers a short follow-up instead of printing the answer again', async () => {
    const [first, second] = await conversation(
      'when can I fly after liposuction?',
      'what if the flight is like five hours',
    );
    // Nothing of more than a line from the first answer is printed again as if new.
    for (const block of first.split('\n\n').filter((b) => b.length > 120 && !b.startsWith('_')))
      expect(second.includes(block)).toBe(false);
    expect(second.length).toBeGreaterThan(60);
  });

  it('answers a changed activity from what the answer base holds on it', async () => {
    const [, second] = await conversation('recovery after a facelift, how long?', 'and driving?');
    expect(opening(second)).toMatch(/drive|driving/i);
  });
});

describe('a follow-up about a provider discussed earlier', () => {
  it('answers the profile fact asked about the provider picked from the list', async () => {
    const [, second, third] = await conversation(
      'who does botox in miami?',
      'is the first one taking new patients?',
      'and does she have weekend hours?',
    );
    expect(opening(second)).not.toMatch(/^\*\*About /);
    expect(opening(second)).toMatch(/new patients/);
    expect(opening(third)).not.toMatch(/^\*\*About /);
    expect(opening(third)).toMatch(/hours|horario/i);
  });

  it('keeps the provider an answer was about for "does she…?"', () => {
    const u = understand('does she speak portuguese?', {
      history: ['tell me about dr sofia ramirez'],
      role: 'general',
      lastProviders: [
        { id: 1, name: 'Dr. Sofia Ramirez', location: 'Miami, FL', specialties: ['Plastic Surgery'] },
      ],
    });
    expect(u.kind === 'answer' && u.pick?.from[0].id).toBe(1);
    expect(u.kind === 'answer' && u.ask).toMatchObject({ kind: 'provider', provider: 'language' });
  });

  it('a general question that says "they" is not read as a question about the provider', () => {
    // Look-alike: "they" is practices in general, and no single provider was discussed.
    const u = understand('do they usually take insurance for this?', {
      history: ['how much is a breast reduction?'],
      role: 'general',
      lastProviders: [],
    });
    expect(u.kind === 'answer' && u.pick).toBeNull();
  });

  it('answers a Spanish follow-up about the named provider from her profile, in Spanish', async () => {
    const [, second] = await conversation('tell me about dr sofia ramirez', '¿y tiene financiamiento?');
    expect(opening(second)).toMatch(/^El perfil de \[Dr\. Sofia Ramirez\]\(\/provider\/1\)/);
  });
});

describe('a pick by reviews or price stays a pick', () => {
  it('"which of those has the best reviews" is answered with the provider picked, not a reviews search', () => {
    const u = understand('ok which of those has the best reviews', {
      history: ['who does lip filler in miami?'],
      role: 'general',
      previousProviders: [
        { id: 1, name: 'Dr. A', location: 'Miami, FL', specialties: [] },
        { id: 2, name: 'Dr. B', location: 'Miami, FL', specialties: [] },
      ],
    });
    expect(u.kind === 'answer' && u.pick?.pick.kind).toBe('best_rated');
    expect(u.kind === 'answer' && u.ask.kind).not.toBe('provider');
  });
});

describe('follow-ups to a trip abroad and to a provider list', () => {
  it('"how many days do I stay there" after surgery abroad is the trip’s timing, in texting Spanish too', () => {
    const u = read('y cuantos dias me tengo q quedar alla?', [
      'me quiero operar la nariz en Bogotá, es seguro?',
    ]);
    expect(u.ask).toMatchObject({ kind: 'tourism', timing: 'travel' });
  });

  it('asking the list for what the directory cannot check narrows the same search and says so', async () => {
    const [, second] = await conversation('who does botox in miami?', 'any that do virtual consults?');
    expect(second).toMatch(/virtual/i);
    expect(second).not.toMatch(/good candidate/);
  });
});

describe('a price follow-up that changes the variant', () => {
  it('gets what the guide’s price note says about that variant', async () => {
    const [, second] = await conversation(
      'is $9,500 normal for a nose job in chicago?',
      'what if mine is a revision though',
    );
    expect(opening(second)).toMatch(
      /^\*\*On that, TruSelf's Rhinoplasty guide says:\*\* .*revision rhinoplasty/,
    );
  });

  it('a follow-up naming no variant the note speaks of is not given the note', async () => {
    // Look-alike: a changed detail the price note says nothing about.
    const [, second] = await conversation(
      'is $9,500 normal for a nose job in chicago?',
      'what if I pay cash',
    );
    expect(opening(second)).not.toMatch(/^\*\*On that/);
  });
});

describe('a follow-up that only swaps the procedure, place or age is the earlier question about it', () => {
  it('another procedure is asked the earlier question, not met with whatever else is said of it', () => {
    const u = read('and for a bbl?', ['how long do i have to wear a faja after lipo']);
    expect(u.restated).toBe('how long do i have to wear a faja after bbl');
    expect(u.procedureIds).toEqual(['brazilian-butt-lift']);
    expect(u.followUp).toBe(true);
  });

  it('another place after a find request is the same search there, in Spanish too', () => {
    const u = read('y en dallas?', ['busco alguien que haga botox en houston']);
    expect(u.restated).toMatch(/botox en dallas/);
    expect(u.find).toBeDefined();
    expect(u.place?.kind === 'place' ? u.place.place.label : null).toBe('Dallas, TX');
    expect(u.language).toBe('es');
  });

  it('lists providers in the new town, not a price block', async () => {
    const [, second] = await conversation(
      'find me someone for lip filler in denver under $700',
      'what about in boulder',
    );
    expect(opening(second)).toMatch(/^\*\*Providers offering Dermal Fillers .*Boulder, CO\*\*/);
  });

  it('an adult age after a question asked as a minor is answered for that age', async () => {
    const [first, second] = await conversation(
      'im 16 can i get botox if my mom signs for me',
      'ok and when im 18?',
    );
    expect(first).toMatch(/under 18/);
    expect(second).not.toMatch(/Because you're under 18/);
  });

  it('a follow-up that asks something of its own, or compares two things, is no swap', () => {
    // Look-alikes: a new point ("hurt more") and a comparison of their own name a procedure too.
    expect(read('what about botox, does it hurt more?', ['how long does lip filler last']).restated).toBe(
      undefined,
    );
    expect(read('microneedling vs botox?', ['how much is lip filler in miami']).restated).toBe(undefined);
    expect(read('y que es el botox', ['cuanto dura la recuperacion de la lipo']).restated).toBe(undefined);
  });
});

describe('a follow-up that changes how or what for keeps the earlier kind', () => {
  it('"instead of flying" after a question about flying is the trip, not other treatments', () => {
    const u = read('ok but what if we road trip instead of flying?', ['when can i fly home after my lipo']);
    expect(u.ask).toMatchObject({ kind: 'timing', timing: 'travel' });
    expect(u.intents).not.toContain('alternatives');
  });

  it('"a cheaper way to buy it" after a price question is the same thing for less, not other treatments', () => {
    expect(read('any cheaper way to buy it??', ['how much is wegovy without insurance']).ask.kind).toBe(
      'price',
    );
  });

  it('a trip named in a follow-up to a question of law asks nothing about recovery', () => {
    const u = read('what if i travel to georgia for a month, can they still mail it', [
      'can a doctor licensed in florida prescribe me ozempic by telehealth? i live in alabama',
    ]);
    expect(u.ask.kind).toBe('legality');
  });

  it('cycling after another recovery question is a timing question on exercise, in Spanish too', () => {
    expect(read('y la bici?', ['cuando me puedo bañar despues de la lipo']).ask).toMatchObject({
      kind: 'timing',
      timing: 'exercise',
    });
    expect(read('and my spin class?', ['when can i shower after my tummy tuck']).ask).toMatchObject({
      kind: 'timing',
      timing: 'exercise',
    });
  });
});
