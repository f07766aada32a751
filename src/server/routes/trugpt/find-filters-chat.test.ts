import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@shared/schemas/trugpt';
import { providers } from '../../db/schema';
import { createTestContext } from '../../test/test-app';
import { seedTrugptDirectory } from '../../test/trugpt-data';
import { talk } from '../../test/trugpt-chat';

const ctx = await createTestContext();
let cookie: string;
let directory: Awaited<ReturnType<typeof seedTrugptDirectory>>;

beforeAll(async () => {
  directory = await seedTrugptDirectory(ctx.db);
  // Rivera (Miami, best reviewed) speaks only English and is not taking new patients; Nguyen speaks Spanish.
  await ctx.db
    .update(providers)
    .set({ acceptingNewPatients: false })
    .where(eq(providers.id, directory.miami.id));
  await ctx.db
    .update(providers)
    .set({ languages: ['English', 'Spanish'] })
    .where(eq(providers.id, directory.miamiTwo.id));
  cookie = (await ctx.createUser()).cookie!;
});

const ask = async (message: string) => (await talk(ctx, cookie, [message]))[0];

const listed = (r: ChatResponse) => r.mentionedProviders.map((p) => p.id);

describe('TruGPT find requests with filters', () => {
  it('lists only providers who speak the language asked for, and says so', async () => {
    const r = await ask('rhinoplasty surgeon in Miami who speaks Spanish');
    expect(listed(r)).toEqual([directory.miamiTwo.id]);
    expect(r.response).toContain('speaks Spanish');
    expect(r.response).toContain('as their TruSelf profile lists it: speaks Spanish.');
  });

  it('lists only providers accepting new patients when asked', async () => {
    const r = await ask('who is accepting new patients for rhinoplasty in Miami?');
    expect(listed(r)).not.toContain(directory.miami.id);
    expect(r.response).toContain('accepts new patients');
  });

  it('says plainly when nothing matches, and offers the nearest alternatives without the filter', async () => {
    const r = await ask('rhinoplasty in Miami with a doctor who speaks Vietnamese');
    expect(r.response).toContain(
      'No provider on TruSelf offering Rhinoplasty near Miami, FL lists all of: speaks Vietnamese. The nearest alternatives if you set aside “speaks Vietnamese”:',
    );
    expect(listed(r)).toContain(directory.miami.id);
  });

  it('keeps a budget to listed starting prices, and says when none is within it', async () => {
    const r = await ask('rhinoplasty in Miami under $3,000');
    expect(r.response).toContain('lists all of: listed price starting at $3,000 or less.');
  });

  it('says in one sentence what the directory cannot check', async () => {
    const r = await ask('rhinoplasty in Miami that takes Medicaid');
    expect(r.response).toContain(
      "TruSelf doesn't record which insurance plans providers take, so I can't filter by Medicaid",
    );
    expect(listed(r).length).toBeGreaterThan(0);
  });

  it('answers a Spanish request in Spanish, with the filter stated', async () => {
    const r = await ask('busco un cirujano de rinoplastia en Miami que hable español');
    expect(listed(r)).toEqual([directory.miamiTwo.id]);
    expect(r.response).toContain('Cada uno cumple lo que pediste según su perfil: habla español.');
  });

  it('answers a question about one provider with what the profile cannot tell, and where to ask', async () => {
    const r = await ask('does Dr. Nguyen take Aetna?');
    expect(r.response).toMatch(
      /^\[Dr\. Alex Nguyen\]\(\/provider\/\d+\)'s profile doesn't list which insurance plans they accept, so I can't tell you — ask the office and your insurer/,
    );
    expect(r.response).not.toMatch(/\byes\b/i);
  });

  it('keeps to the kind of provider asked for, and says when none of that kind offers it', async () => {
    const r = await ask('a dermatologist for rhinoplasty in Miami');
    expect(r.response).toContain(
      'No provider on TruSelf offering Rhinoplasty near Miami, FL lists all of: specialty Dermatology. The nearest alternatives if you set aside “specialty Dermatology”:',
    );
    const surgeons = await ask('plastic surgeon for rhinoplasty in Miami');
    expect(surgeons.response).toContain('specialty Plastic Surgery or Facial Plastic Surgery.');
  });
});
