import { describe, expect, it } from 'vitest';
import { screenRedFlags } from './red-flags';
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

  it('does not drag context into an unrelated request', () => {
    expect(ask('Write me a poem about the sea', ['How much does a rhinoplasty cost?']).kind).toBe(
      'off_topic',
    );
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
    expect(screenRedFlags('I want to kill myself')?.kind).toBe('crisis');
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
