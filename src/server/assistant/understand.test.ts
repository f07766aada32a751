import { describe, expect, it } from 'vitest';
import { type UnderstandContext, understand } from './understand';

const ask = (message: string, history: string[] = [], extra: Partial<UnderstandContext> = {}) =>
  understand(message, { history, role: 'general', ...extra });

function answer(message: string, history: string[] = [], extra: Partial<UnderstandContext> = {}) {
  const u = ask(message, history, extra);
  if (u.kind !== 'answer') throw new Error(`expected an answer, got ${u.kind}`);
  return u;
}

describe('procedures and aliases', () => {
  it.each([
    ['How much is a nose job?', 'rhinoplasty'],
    ['Thinking about a BBL', 'brazilian-butt-lift'],
    ['Is Ozempic safe?', 'gpl-1'],
    ['lipo on my thighs', 'liposuction'],
    ['What is an abdominoplasty?', 'tummy-tuck'],
    ['Tell me about the mini gastric bypass', 'mini-gastric-bypass'],
    ['fat freezing for my belly', 'coolsculpting'],
    ['TRT for low energy', 'hormone-therapy'],
  ])('%s → %s', (message, id) => {
    expect(answer(message).procedureIds[0]).toBe(id);
  });
});

describe('intents', () => {
  it.each([
    ['How much does rhinoplasty cost?', 'cost'],
    ['How long is recovery after a tummy tuck?', 'recovery'],
    ['What are the risks of liposuction?', 'risks'],
    ['Am I a good candidate for a facelift?', 'candidacy'],
    ['How does botox work?', 'how_it_works'],
    ['How long do filler results last?', 'results'],
    ['What are the alternatives to a facelift?', 'alternatives'],
    ['What questions should I ask at my breast augmentation consultation?', 'questions'],
    ['Find a rhinoplasty surgeon', 'find_provider'],
    ['Tell me about rhinoplasty', 'overview'],
  ])('%s → %s', (message, intent) => {
    expect(answer(message).intents[0]).toBe(intent);
  });

  it('compares two procedures', () => {
    const u = answer('Botox vs fillers — which is better?');
    expect(u.procedureIds).toEqual(['botox', 'dermal-fillers']);
    expect(u.intents[0]).toBe('comparison');
  });
});

describe('places as people write them', () => {
  const label = (q: string) => {
    const place = answer(q).place;
    return place?.kind === 'place' ? place.place.label : place;
  };
  it.each([
    ['rhinoplasty surgeons in Miami', 'Miami, FL'],
    ['my friend had a bbl in miami this morning, who did hers', 'Miami, FL'],
    ['botox near 90210', '90210 (Beverly Hills, CA)'],
    ['tummy tuck providers in Texas', 'Texas'],
    ['facelift in Portland, ME', 'Portland, ME'],
    ['facelift in Portland', 'Portland, OR'],
    ['best lipo surgeon nyc', 'New York, NY'],
    ['cheap botox in LA?', 'Los Angeles, CA'],
    ['bbl Miami Florida how much', 'Miami, FL'],
    ['who does good lip filler in philly', 'Philadelphia, PA'],
    ['rhinoplasty surgeons around austin tx', 'Austin, TX'],
    ['cuanto cuesta la lipo en houston', 'Houston, TX'],
  ])('%s → %s', (q, expected) => {
    expect(label(q)).toBe(expected);
  });

  it('reports unknown places and "near me" rather than guessing', () => {
    expect(answer('botox in Narnia Falls').place).toEqual({ kind: 'unknown', text: 'Narnia Falls' });
    expect(answer('botox near me').place).toEqual({ kind: 'near-me' });
    expect(answer("I'm interested in Botox").place).toBeNull();
  });
});

describe('follow-ups keep their context', () => {
  it('applies a new intent to the earlier procedure', () => {
    const u = answer('How long is recovery?', ['How much does a rhinoplasty cost?']);
    expect(u.procedureIds).toEqual(['rhinoplasty']);
    expect(u.intents).toEqual(['recovery']);
    expect(u.followUp).toBe(true);
  });

  it('applies the earlier question to a new place', () => {
    const u = answer('What about in Dallas?', ['Rhinoplasty surgeons in Miami']);
    expect(u.procedureIds).toEqual(['rhinoplasty']);
    expect(u.place).toMatchObject({ kind: 'place', place: { label: 'Dallas, TX' } });
    expect(u.intents).toContain('find_provider');
  });

  it('applies the earlier intent to a new procedure', () => {
    const u = answer('And a tummy tuck?', ['How much does liposuction cost?']);
    expect(u.procedureIds).toEqual(['tummy-tuck']);
    expect(u.intents).toEqual(['cost']);
  });

  it('does not drag context into an unrelated request, and says it won’t write it', () => {
    expect(ask('Write me a poem about the sea', ['How much does a rhinoplasty cost?']).kind).toBe('refuse');
  });
});

describe('red flags come first', () => {
  it.each([
    'I had lipo yesterday and now I have chest pain',
    'My lip filler area is turning white',
    "I can't breathe properly after my BBL",
    'I have a fever of 102 after my tummy tuck',
    'my vision is blurry since my filler appointment this morning',
  ])('%s', (message) => {
    expect(ask(message).kind).toBe('red_flag');
  });

  it('directs thoughts of self-harm to crisis support', () => {
    const u = ask('I want to kill myself');
    expect(u.kind === 'red_flag' && u.redFlag.kind).toBe('crisis');
  });

  it('treats general questions about complications as questions', () => {
    expect(ask('Can fillers cause vision problems?').kind).toBe('answer');
    expect(ask('What are the risks of blood clots after a tummy tuck?').kind).toBe('answer');
  });
});

describe('scope', () => {
  it('declines off-topic requests', () => {
    for (const m of [
      'What is the capital of France?',
      'Write a Python script',
      'Who won the game last night?',
    ]) {
      expect(ask(m).kind).toBe('off_topic');
    }
  });

  it('greets, thanks and asks for detail on vague questions', () => {
    expect(ask('Hello!').kind).toBe('greeting');
    expect(ask('Thanks!').kind).toBe('thanks');
    expect(ask('I want cosmetic surgery').kind).toBe('help');
  });

  it('maps everyday concerns to procedures', () => {
    const u = answer('What can I do about wrinkles?');
    expect(u.concern?.procedures).toContain('botox');
  });

  it('flags requests to diagnose or prescribe', () => {
    expect(answer('What dose of semaglutide should I take?').diagnosis).toBe(true);
    expect(answer('How much does semaglutide cost?').diagnosis).toBe(false);
  });

  it('answers nutrition questions in the nutrition role', () => {
    const u = answer('What should I eat for breakfast?', [], { role: 'nutrition' });
    expect(u.concern?.procedures[0]).toBe('nutritional-counseling');
  });

  it('answers about the provider in context', () => {
    expect(answer('Is this doctor board certified?', [], { providerId: 7 }).intents).toContain(
      'provider_profile',
    );
  });
});

describe('how patients actually write', () => {
  it.each([
    ['botex for my 11s how much', 'botox'],
    ['thinking of getting a rhinoplasy next summer', 'rhinoplasty'],
    ['liposuccion de abdomen', 'liposuction'],
    ['is jeuveau the same thing', 'botox'],
    ['xeomin vs daxxify which lasts longer', 'botox'],
    ['got quoted 800 for juvederm in my lips', 'dermal-fillers'],
    ['RHA 4 for cheeks?', 'dermal-fillers'],
    ['sculptra for hollow temples', 'dermal-fillers'],
    ['morpheus 8 on my jowls', 'microneedling'],
    ['coolscupting on my flanks worth it', 'coolsculpting'],
    ['my doc wants me on mounjaro', 'gpl-1'],
    ['zepbound vs wegovy', 'gpl-1'],
    ['boob job recovery', 'breast-augmentation'],
    ['how long before i can sleep on my back after a tummy tuk', 'tummy-tuck'],
  ])('%s → %s', (q, id) => {
    expect(answer(q).procedureIds).toEqual([id]);
  });

  it('does not read everyday words as procedures', () => {
    expect(ask('i filled out the form on your site, when will someone call').kind).not.toBe('answer');
    expect(ask('can i take a lyft home after').kind).not.toBe('answer');
  });

  it.each([
    'my face feels tight after botox is that normal',
    'it feels weird after my filler',
    'feeling nervous about my rhinoplasty',
  ])('"%s" is not a price question', (q) => {
    expect(answer(q).intents).not.toContain('cost');
  });

  it.each([
    ['whats the price range for lipo', 'cost'],
    ['can i afford a bbl on 40k a year lol', 'cost'],
    ['does insurance cover breast reduction', 'cost'],
    ['when can i go back to work after lipo', 'recovery'],
    ['Can I fly home 3 days after a facelift?', 'recovery'],
    ['how soon can i hit the gym after a tummy tuck', 'recovery'],
    ['is a bbl dangerous', 'risks'],
    ['how long does dysport last', 'results'],
    ['¿cuánto cuesta el botox?', 'cost'],
    ['cuanto tiempo de recuperacion tiene la lipo', 'recovery'],
    ['quien hace rinoplastia en houston', 'find_provider'],
  ])('%s → %s', (q, intent) => {
    expect(answer(q).intents).toContain(intent);
  });

  it('does not take "how much time off" for a price question', () => {
    expect(answer('how much time off work do i need after a tummy tuck').intents).toEqual(['recovery']);
  });

  it('reads how far into recovery the question is', () => {
    expect(answer('can I fly home 3 days after a facelift?').daysAfter).toBe(3);
    expect(answer('2 weeks post op from lipo can i work out').daysAfter).toBe(14);
    expect(answer('puedo volar una semana despues de la lipo').daysAfter).toBe(7);
  });

  it('names procedures outside the catalogue with the nearest ones', () => {
    const u = answer('anyone know about kybella for double chin');
    expect(u.outside?.label).toContain('Kybella');
    expect(u.procedureIds).toEqual(['coolsculpting', 'liposuction']);
    expect(answer('how much is a bleph').outside?.label).toContain('eyelid');
  });

  it('compares two brands of the same procedure', () => {
    const u = answer('Botox or Dysport?');
    expect(u.intents).toContain('comparison');
    expect(u.brands.map((b) => b.label)).toEqual(['Botox', 'Dysport']);
  });

  it('answers in the language asked', () => {
    expect(answer('cuanto cuesta la rinoplastia en miami').language).toBe('es');
    expect(answer('que es el botox y cuanto dura').language).toBe('es');
    expect(answer('how much is botox in la').language).toBe('en');
    expect(answer('me and my mom want botox').language).toBe('en');
  });
});

describe('follow-ups that point back at the last answer', () => {
  const listed = [
    { id: 11, name: 'Dr. A', location: 'Miami, FL', specialties: ['Dermatology'] },
    { id: 12, name: 'Dr. B', location: 'Miami, FL', specialties: ['Dermatology'] },
    { id: 13, name: 'Dr. C', location: 'Miami, FL', specialties: ['Dermatology'] },
  ];
  const history = ['botox in miami'];
  it.each([
    ['Which of those is the cheapest?', { kind: 'cheapest' }],
    ['whos the cheapest', { kind: 'cheapest' }],
    ['tell me about the second one', { kind: 'index', index: 1 }],
    ['what about #3', { kind: 'index', index: 2 }],
    ['which one has the best reviews', { kind: 'best_rated' }],
    ['are any of them board certified', { kind: 'all' }],
  ])('%s', (q, pick) => {
    const u = answer(q, history, { previousProviders: listed });
    expect(u.pick?.pick).toEqual(pick);
    expect(u.procedureIds).toEqual(['botox']);
  });

  it('names a provider asked about by name, and not as a place', () => {
    const u = answer('Tell me about Dr. Sofia Ramirez. Is she good?');
    expect(u.providerName).toBe('Sofia Ramirez');
    expect(u.place).toBeNull();
    expect(answer('is dr. ramirez in miami any good').providerName).toBe('ramirez');
    expect(answer('Doctora Ana Gómez hace botox?').providerName).toBe('Ana Gómez');
  });

  it.each([
    'is this doctor any good? what do they charge',
    'my doctor said i should wait 6 weeks after lipo',
    'does the doc do botox too',
    'find a doctor who does rhinoplasty',
  ])('names nobody in "%s"', (q) => {
    const u = ask(q);
    expect(u.kind === 'answer' ? u.providerName : null).toBeNull();
  });

  it('keeps a new brand on the earlier question', () => {
    const u = answer('what about Dysport?', ['how much does botox cost']);
    expect(u.intents).toContain('cost');
    expect(u.brands.map((b) => b.label)).toEqual(['Dysport']);
  });
});

describe('more of what patients ask', () => {
  it('says what it has no guide for even beside a procedure it covers', () => {
    const u = answer('brow lift vs botox for droopy brows');
    expect(u.outside?.label).toBe('a brow lift');
    expect(u.outsideOnly).toBe(false);
    expect(u.procedureIds).toEqual(['botox']);
    expect(answer('cheek implants or filler').outside?.label).toBe('cheek implants');
    expect(answer('fox eye thread lift?').outside?.label).toContain('fox-eye');
  });

  it.each([
    'whats the weather in miami tomorrow',
    'best pizza place in nyc',
    'qué tiempo hace hoy en madrid',
  ])('declines "%s" although it names a place', (q) => {
    expect(ask(q).kind).toBe('off_topic');
  });

  it('reads a provider named without a title when the directory holds that name', () => {
    const providerNames = new Set(['jonathan park', 'sofia ramirez']);
    expect(answer('does jonathan park do rhinoplasty', [], { providerNames }).providerName).toBe(
      'jonathan park',
    );
    expect(answer('what does sofia ramirez charge for a bbl', [], { providerNames }).providerName).toBe(
      'sofia ramirez',
    );
    expect(answer('when will swelling go down after lipo', [], { providerNames }).providerName).toBeNull();
  });

  it('takes "she" to mean the one provider the last answer was about', () => {
    const sofia = {
      id: 7,
      name: 'Dr. Sofia Ramirez',
      location: 'Miami, FL',
      specialties: ['Plastic Surgery'],
    };
    const u = answer('does she do lipo too?', ['Tell me about Dr. Sofia Ramirez'], {
      lastProviders: [sofia],
    });
    expect(u.pick).toEqual({ pick: { kind: 'index', index: 0 }, from: [sofia] });
    expect(u.procedureIds).toEqual(['liposuction']);
  });

  it('understands sitting after a BBL as recovery and "bypass" alone as gastric bypass', () => {
    expect(answer('how long until i can sit normally after bbl').intents).toContain('recovery');
    const u = answer('gastric sleeve or bypass which is better for diabetes');
    expect(u.procedureIds).toEqual(['gastric-sleeve', 'gastric-bypass']);
    expect(u.intents).toContain('comparison');
  });
});

describe('a chat opened from a guide page', () => {
  it('takes the guide’s procedure when the message names none', () => {
    expect(answer('how long does it last?', [], { procedureId: 'botox' }).procedureIds).toEqual(['botox']);
    expect(
      answer('does insurance cover this?', [], { procedureId: 'breast-reduction' }).procedureIds,
    ).toEqual(['breast-reduction']);
  });

  it('lets the message’s own procedure, or one carried from the conversation, win', () => {
    expect(answer('how much is a tummy tuck?', [], { procedureId: 'botox' }).procedureIds).toEqual([
      'tummy-tuck',
    ]);
    expect(
      answer('how long is recovery?', ['tell me about rhinoplasty'], { procedureId: 'botox' }).procedureIds,
    ).toEqual(['rhinoplasty']);
  });

  it('reads "this or IPL" as the guide’s procedure against IPL', () => {
    const u = answer('whats better for dark skin, this or IPL', [], { procedureId: 'laser-hair-removal' });
    expect(u.procedureIds).toEqual(['laser-hair-removal', 'ipl-photofacial']);
  });

  it('ignores a procedure id the catalogue does not hold', () => {
    expect(ask('how long does it last?', [], { procedureId: 'no-such-guide' }).kind).not.toBe('answer');
  });
});

describe('a refinement of a provider list', () => {
  const listed = [
    { id: 1, name: 'Dr. A', location: 'Denver, CO', specialties: ['Plastic Surgery'] },
    { id: 2, name: 'Dr. B', location: 'Denver, CO', specialties: ['Plastic Surgery'] },
  ];
  it.each([
    'only ones with 4.8+ and accepting new patients',
    'any that speak spanish?',
    'only ones who speak farsi',
  ])('%s searches again for the earlier procedure and place', (message) => {
    const u = answer(message, ['plastic surgeons in denver for breast reduction'], {
      previousProviders: listed,
      lastProviders: listed,
    });
    expect(u.refines).toBe(true);
    expect(u.intents[0]).toBe('find_provider');
    expect(u.procedureIds).toEqual(['breast-reduction']);
    expect(u.place?.kind === 'place' && u.place.place.label).toBe('Denver, CO');
  });

  it('is not read without a list before it', () => {
    const u = ask('only ones with 4.8+', ['how long is breast reduction recovery?']);
    expect(u.kind === 'answer' && u.refines).toBeFalsy();
  });
});

describe('the DR', () => {
  it('reads "in the DR" as the Dominican Republic, not a provider', () => {
    const u = answer('how long do i need to stay in the DR after a mommy makeover');
    expect(u.providerName).toBeNull();
    expect(u.abroad?.label).toMatch(/Dominican Republic/);
    expect(u.procedureIds).toEqual(['mommy-makeover']);
  });
});

describe('find requests lead with providers', () => {
  it('reads a request for something the catalogue lists by specialty only as a find request', () => {
    const fue = answer('looking for someone in denver for fue, ideally not a big chain');
    expect(fue.find?.need?.label).toBe('hair restoration');
    expect(fue.intents[0]).toBe('find_provider');
    const smp = answer('any1 in phoenix doing smp? my hairline is going');
    expect(smp.find?.need?.label).toBe('scalp micropigmentation');
  });

  it('lists providers for a need the catalogue holds under another procedure', () => {
    expect(answer('busco especialista en menopausia en tucson').procedureIds).toEqual(['hormone-therapy']);
    expect(answer('best spot in miami for a liquid nose job?').procedureIds).toEqual(['dermal-fillers']);
  });

  it('is not turned into another kind of question by its words', () => {
    const lips = answer('who does natural lip filler in nyc? not duck lips pls');
    expect(lips.ask.kind).toBeNull();
    expect(lips.find).toBeDefined();
  });

  it('leaves a question of its own kind that names a provider and a place to that kind', () => {
    for (const text of [
      'is it legal for a non-doctor to own a med spa in texas?',
      'what do i ask the surgeon at my tummy tuck consult in denver next week',
      'que le pregunto al cirujano en la consulta de rinoplastia? es en dallas',
    ])
      expect(answer(text).find, text).toBeUndefined();
    expect(answer('who does good tummy tucks in denver? consult questions too').find).toBeDefined();
  });

  it('keeps a parent looking for a dermatologist for a teen in the answer', () => {
    const teen = answer('my 16 yo son needs a derm for his acne in tampa');
    expect(teen.find?.need?.specialties).toEqual(['Dermatology']);
  });

  it('reads a follow-up that narrows the list as the same search', () => {
    const u = answer('under $700 a syringe?', ['who does good lip filler in nyc'], {
      previousProviders: [{ id: 1, name: 'Dr. A', location: 'New York, NY', specialties: ['Dermatology'] }],
    });
    expect(u.refines).toBe(true);
    expect(u.find).toBeDefined();
    expect(u.procedureIds).toEqual(['dermal-fillers']);
  });
});
