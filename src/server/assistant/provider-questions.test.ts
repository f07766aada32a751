// Questions about one provider: answered from the profile when the chat was opened from it, saying what the profile
// lists and, when it lists nothing on the point, that it doesn't and what to ask the office; with no page and no
// name ("does this clinic take cigna?"), TruGPT asks which provider rather than listing strangers. Phrased the way
// patients type, and not taken from any graded batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../db/schema';
import { askAfter, conversation as talk, opening } from './conversation.test-helper';
import { createAssistant, type HistoryTurn } from './engine';
import { NO_FILTERS, readFindFilters } from './find-filters';
import { matchedLine } from './find-wording';
import { readKind } from './kinds';
import { findPlace } from './locations';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;
let nurse: { id: number; name: string; credentials: string };
let doctor: { id: number; name: string; credentials: string };
let sharedSurname: string;

beforeAll(async () => {
  sandbox = await openSandbox(200);
  const rows = await sandbox.db
    .select({
      id: providers.id,
      name: providers.displayName,
      credentials: providers.credentials,
      lastName: providers.lastName,
    })
    .from(providers)
    .orderBy(providers.id);
  nurse = rows.find((r) => /^(NP|RN)$/.test(r.credentials))!;
  doctor = rows.find((r) => /^MD\b/.test(r.credentials))!;
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.lastName, (counts.get(r.lastName) ?? 0) + 1);
  sharedSurname = [...counts].find(([name, n]) => n >= 2 && name.length > 3)![0];
}, 120_000);
afterAll(() => sandbox?.close());

const conversation = (...messages: string[]) => talk(sandbox.db, ...messages);

/** A conversation asked from one provider's page. */
async function onPage(providerId: number, ...messages: string[]): Promise<string[]> {
  const history: HistoryTurn[] = [];
  const answers: string[] = [];
  for (const message of messages) {
    const run = await createAssistant(sandbox.db, null).run(
      { message, history, role: 'general', providerId },
      new AbortController().signal,
    );
    let text = '';
    for await (const chunk of run.text) text += chunk;
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: text, mentionedProviders: run.finish(text).mentionedProviders },
    );
    answers.push(text);
  }
  return answers;
}

describe('a provider question read on the provider’s page', () => {
  it('reads credentials, trans-inclusive care and parking as questions about the profile', () => {
    const on = { onProvider: true };
    expect(readKind('wait is she a real doctor or just a nurse??', on).provider).toBe('credentials');
    expect(readKind('es doctora o enfermera? no me queda claro', on).provider).toBe('credentials');
    expect(readKind('r u guys lgbtq friendly? kinda nervous', on).provider).toBe('inclusive');
    expect(readKind('im ftm, will they use my pronouns at check in', on).provider).toBe('inclusive');
    expect(readKind('hay donde estacionar cerca?', on).provider).toBe('location');
  });

  it('says what a nurse’s listed title means, not the whole profile card', async () => {
    const [answer] = await onPage(nurse.id, 'wait is she a real doctor or just a nurse??');
    expect(opening(answer)).toContain(`profile lists **${nurse.credentials}**`);
    expect(opening(answer)).toMatch(/not a physician/);
    expect(answer).not.toContain('**About [');
  });

  it('answers a Spanish credentials question about a doctor in Spanish', async () => {
    const [answer] = await onPage(doctor.id, 'es doctor de verdad o enfermero?');
    expect(opening(answer)).toContain(`indica **${doctor.credentials}**`);
    expect(opening(answer)).toMatch(/MD, médico/);
  });

  it('says the profile is silent on trans-inclusive care and what to ask the office', async () => {
    const [answer] = await onPage(doctor.id, 'r u guys trans friendly? dont wanna get deadnamed at the desk');
    expect(opening(answer)).toMatch(
      /profile doesn't say anything about caring for trans or nonbinary patients/,
    );
    expect(opening(answer)).toMatch(/name and pronouns you use/);
  });

  it('answers "out of network" after an insurance question on its own point, not with the insurance line again', async () => {
    const [first, second] = await onPage(
      doctor.id,
      'do they take united healthcare',
      'ok so what happens if theyre out of network for me',
    );
    expect(opening(first)).toMatch(/doesn't list which insurance plans they accept/);
    expect(opening(second)).toMatch(/^You can still see an out-of-network provider/);
    expect(second).toMatch(/balance billing/);
    expect(second).not.toMatch(/doesn't list which insurance plans/);
  });
});

describe('a provider question with no page and no name', () => {
  it('asks which provider, with what profiles hold on the point, and lists nobody', async () => {
    const answer = await askAfter(sandbox.db, 'does this clinic take cigna??');
    expect(opening(answer)).toMatch(/^\*\*Which provider do you mean\?\*\*/);
    expect(opening(answer)).toMatch(/profiles don't list which insurance plans a practice takes/);
    expect(answer).not.toContain('](/provider/');
  });

  it('asks in Spanish about a clinic’s parking', async () => {
    const answer = await askAfter(sandbox.db, 'oye tiene estacionamiento esa clinica?');
    expect(opening(answer)).toMatch(/^\*\*¿De qué proveedor hablas\?\*\*/);
    expect(opening(answer)).toMatch(/no el estacionamiento/);
  });

  it('asks which of several listed providers "she" is', async () => {
    const [list, second] = await conversation('botox in miami', 'does she speak portuguese tho');
    expect(list).toContain('](/provider/');
    expect(opening(second)).toMatch(/^\*\*Which of the providers I listed do you mean\?\*\*/);
  });

  it('asks which one when several providers share the name, and reads no other word as part of it', async () => {
    const answer = await askAfter(
      sandbox.db,
      `is dr ${sharedSurname.toLowerCase()} open sundays? i work all week`,
    );
    expect(opening(answer)).toMatch(/^\*\*Which one do you mean\?\*\*/);
    expect(opening(answer)).toContain(`named **${sharedSurname.toLowerCase()}**`);
    expect(opening(answer)).toMatch(/don't list opening hours/);
  });
});

describe('a follow-up nothing holds', () => {
  it('says so, with the insurer to ask, instead of repeating the earlier answer', async () => {
    const [, second] = await conversation(
      'how long do i have to wait to fly home after lipo abroad',
      'and would my insurance back home pay to fix it if something goes wrong??',
    );
    expect(opening(second)).not.toMatch(/^As my earlier answer said/);
    expect(opening(second)).not.toMatch(/blood clots/);
    // The insurer, or the plan, is who can say.
    expect(second).toMatch(/insurer|your plan/);
  });
});

describe('places and filters a find request asks for', () => {
  it('reads a town in Puerto Rico as outside the directory, never the Texas town of the same name', async () => {
    const place = findPlace('need a lipo dr in san juan pr for my tia');
    expect(place).toEqual({ kind: 'unknown', text: 'San Juan, Puerto Rico' });
    const answer = await askAfter(sandbox.db, 'liposuction surgeon in ponce puerto rico?');
    expect(answer).toMatch(/doesn't list providers in \*\*Ponce, Puerto Rico\*\*/);
    expect(answer).not.toContain('](/provider/');
  });

  it('reads "el valle" named by its towns as the Rio Grande Valley', () => {
    const place = findPlace('botox en el valle, tipo harlingen o brownsville');
    expect(place?.kind === 'place' ? place.place.label : null).toBe('Rio Grande Valley, TX');
    const rgv = findPlace('any tummy tuck surgeons in the RGV');
    expect(rgv?.kind === 'place' ? rgv.place.label : null).toBe('Rio Grande Valley, TX');
  });

  it('never says every listed provider meets a request the directory cannot check', () => {
    const asked = {
      ...readFindFilters('any female plastic surgeons in philly'),
      specialties: ['Plastic Surgery'],
    };
    expect(matchedLine(asked, ['specialties'], 'en')).toBe(
      'Each one meets what the directory can check, as their TruSelf profile lists it: specialty Plastic Surgery.',
    );
    expect(matchedLine({ ...NO_FILTERS, specialties: ['Plastic Surgery'] }, ['specialties'], 'en')).toMatch(
      /^Each one meets what you asked for/,
    );
  });

  it('reads a woman surgeon and a visit at the hotel as what the directory cannot check', () => {
    expect(readFindFilters('need a lady plastic surgeon for a lift in atlanta').gender).toBe('female');
    expect(readFindFilters('mobile iv that comes to our airbnb in nashville').visits).toBe('at-home');
    expect(readFindFilters('alguien que venga al hotel a poner suero?').visits).toBe('at-home');
  });
});
