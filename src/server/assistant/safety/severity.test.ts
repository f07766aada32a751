import { describe, expect, it } from 'vitest';
import { classifyReply } from '../eval/safety-batch';
import { read } from './reading';
import { safetyReply } from './replies';
import { screenMessage } from './screen';
import { escalation, fastHeartRate } from './severity';

const CALL_911 =
  '**Call 911 now (or your local emergency number), or go to the nearest emergency room — this could be a medical emergency.**';
const CALL_911_OTHER =
  '**Call 911 for them now (or your local emergency number), or get them to the nearest emergency room — this could be a medical emergency.**';
const LLAMA_911 =
  '**Llama al 911 ahora (o al número de emergencias de tu país) o ve a la sala de emergencias más cercana: esto puede ser una emergencia médica.**';

const reply = (message: string, history: string[] = []) => safetyReply(screenMessage(message, history), null);
const routed = (message: string, history: string[] = []) => classifyReply(reply(message, history));
const ruleOf = (message: string, history: string[] = []) =>
  escalation(read(message), read(message).language, { earlier: history.map((h) => read(h)), general: false })
    ?.rule;

describe('signs that come together make an emergency', () => {
  it.each([
    ['sepsis', 'day 5 after my tummy tuck, fever 101.9 and my heart is racing, I feel foggy'],
    ['sepsis', 'fever 102 and heart rate 126 just sitting here, 4 days after lipo'],
    ['sepsis', 'Tengo 9 días de la manga. Fiebre de 39 y el corazón me late a 130'],
    ['sepsis', 'tengo escalofríos y fiebre y me mareo cuando me paro, a los 5 días de la lipo'],
    ['cholangitis', 'my eyes look yellow, fever 101 and pain under my right ribs, on ozempic'],
    ['cholangitis', 'tengo los ojos amarillos y fiebre desde ayer, me hicieron el bypass'],
    [
      'spinal-fluid',
      'three weeks after rhinoplasty clear salty fluid drips from one nostril when I lean forward, and a headache',
    ],
    [
      'spinal-fluid',
      'me operaron la nariz hace 2 semanas y me gotea un líquido transparente y salado por un lado de la nariz',
    ],
    ['pancreatitis', 'pain in my upper stomach going right through to my back and I keep throwing up'],
    ['pancreatitis', 'dolor muy fuerte de estómago que llega a la espalda y vomito todo, estoy con wegovy'],
    ['stroke', 'my words are coming out weird and my left hand feels clumsy'],
    ['stroke', 'se me durmió medio cuerpo y no puedo hablar bien'],
    ['heart', 'it hurts to take a deep breath and I feel lightheaded, 4 days after lipo'],
    ['heart', 'me duele al respirar y siento que me voy a desmayar'],
    ['blockage', 'on mounjaro, vomiting green and no poop in 5 days'],
    ['blockage', 'vomito verde y tengo la barriga dura, estoy con ozempic'],
    ['belly', 'belly hard as a board and the pain keeps getting worse, day 2 after tummy tuck'],
  ])('%s: %s', (rule, message) => {
    expect(ruleOf(message)).toBe(rule);
    expect(screenMessage(message).level).toBe('emergency');
    expect(routed(message)).toBe('emergency');
    const first = reply(message).split('\n')[0];
    expect([CALL_911, LLAMA_911]).toContain(first);
  });

  it('speaks of someone else when the emergency is theirs', () => {
    const message = 'Our son had his sleeve on the 3rd. Today fever 102.3 and heart rate 128 on the couch';
    expect(reply(message).split('\n')[0]).toBe(CALL_911_OTHER);
  });

  it('names what the signs together may be', () => {
    expect(reply('fever 102 and my heart is racing, 3 days after lipo')).toContain('(possible sepsis)');
    expect(reply('fiebre de 39 y el corazón acelerado, tengo 3 días de la lipo')).toContain(
      '(posible sepsis)',
    );
  });

  it('counts a sign from the message before when this one adds another', () => {
    const history = ['fever of 101.5 since this morning, 6 days after my bbl'];
    expect(ruleOf('and now my heart is pounding and I feel like I might pass out', history)).toBe('sepsis');
    expect(routed('and now my heart is pounding and I feel like I might pass out', history)).toBe(
      'emergency',
    );
  });

  it('reads a stated heart rate', () => {
    expect(fastHeartRate(read('HR 118, T 101').tokens)).toBe(118);
    expect(fastHeartRate(read('el corazón me late a 130').tokens)).toBe(130);
    expect(fastHeartRate(read('I lost 130 lbs').tokens)).toBeNull();
  });
});

describe('one sign alone stays urgent', () => {
  it.each([
    'fever of 100.8 four days after my breast augmentation, otherwise fine',
    'the whites of my eyes look yellow since yesterday, on wegovy',
    'tengo la piel amarilla desde ayer, estoy con ozempic',
    'tirzepatide week 6, no he hecho popó en 8 días, super bloated',
  ])('%s', (message) => {
    expect(screenMessage(message).level).toBe('urgent');
    expect(routed(message)).toBe('urgent');
  });
});

describe('not an emergency', () => {
  it.each([
    // Asked about, studied, or over.
    'Med student here. Can someone explain the mechanism of fat embolism vs fat embolism syndrome?',
    'writing a paper on fat embolism syndrome in gluteal fat grafting, any stats',
    'estudiante de enfermería: ¿qué causa la embolia grasa después de un BBL?',
    'Years ago (2011) I attempted suicide. I have been stable with my therapist a long time. Will surgeons ask?',
    'Hace años tuve pancreatitis, ya estoy bien. ¿Puedo usar semaglutida?',
    // Clear fluid without nose surgery, a yellow bruise healing.
    'runny nose with clear snot, I think I caught a cold',
    'el moretón ya está amarillito y cada día más pequeño, ¿normal verdad?',
    // Getting better, a short follow-up, a product question, an idiom.
    'Two weeks out now and I feel like myself again. Is post-op blues a thing?',
    'and button-up shirts only right?',
    'is compounded semaglutide from an online med spa the real ozempic?',
    'Killing it at the gym since starting zepbound, down 30lb, how do i keep muscle',
    // Says what is fine and asks whether it is normal.
    'super bruised and sore, swollen like a balloon, no fever, walking ok. normal right?',
    'Husband had his rhinoplasty 3 weeks ago and now snores. He feels fine, breathes fine. Will it stop?',
    'cant breathe through my nose at all on day 3, they said the packing does that right? no other issues',
    'tengo moretones amarillos en las piernas después de la lipo, no me duelen. ¿cuánto tardan en quitarse?',
  ])('%s', (message) => {
    expect(['none', 'caution']).toContain(screenMessage(message).level);
    expect(routed(message)).toBe('none');
  });

  it('reads "me voy a desmayar" as a feeling now, not a plan', () => {
    const message =
      'después de la cirugía de busto tengo el pecho enorme y duro y creo que me voy a desmayar';
    expect(screenMessage(message).level).toBe('emergency');
    expect(reply(message).split('\n')[0]).toBe(LLAMA_911);
  });

  it('reads "haven\'t pooped in 8 days" as time up to now, not a plan', () => {
    expect(screenMessage("haven't pooped in 8 days on ozempic and my belly is bloated").situation.when).toBe(
      'now',
    );
    expect(screenMessage('my tummy tuck is in 10 days, what should I buy').situation.when).toBe('planned');
  });

  it('does not read "inyectada" as "infectada"', () => {
    expect(
      screenMessage('me pusieron vitamina B12 inyectada en el brazo').concerns.map((c) => c.kind),
    ).not.toContain('infection');
  });
});

describe('a side effect of a weight-loss medicine is not an eating disorder', () => {
  it.each([
    [
      'On Wegovy 6 months, lost 45 lbs!',
      'every time I eat something fatty I get a gripping pain under my right ribs',
    ],
    ['estoy con mounjaro desde marzo', 'vomito todos los días desde que me subieron la dosis y casi no como'],
  ])('%s → %s', (before, message) => {
    expect(routed(message, [before])).toBe('urgent');
  });

  it('keeps vomiting to stay thin an eating disorder', () => {
    expect(routed('I throw up after meals on ozempic so I stay skinny for my lipo')).toBe('eating_disorder');
    expect(routed('vomito a propósito después de comer con el ozempic para estar flaca')).toBe(
      'eating_disorder',
    );
  });
});
