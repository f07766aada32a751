import { describe, expect, it } from 'vitest';
import { siteFigure } from '@shared/schemas/site-stats';
import { forgetSiteStats } from '../../content/site-stats';
import { leads, reviews } from '../../db/schema';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

// The home page's figures come from the data: an empty directory claims nothing.
const t = await createTestContext();

async function stats() {
  forgetSiteStats(t.db);
  const res = await t.request('/api/site-stats');
  expect(res.status).toBe(200);
  return (await res.json()).stats;
}

const review = (providerId: number, rating: number, worthIt: 'worth_it' | 'not_sure', more = {}) => ({
  providerId,
  authorName: 'A patient',
  rating,
  worthIt,
  title: 'A visit',
  body: 'How it went, in a sentence or two.',
  verification: 'account',
  ...more,
});

describe('GET /api/site-stats', () => {
  it('claims nothing for an empty directory', async () => {
    expect(await stats()).toEqual({
      verifiedProviders: 0,
      reviews: 0,
      averageRating: null,
      worthItShare: null,
      consultationRequestsToday: 0,
      sample: false,
    });
  });

  it('counts verified providers, visible reviews and the last 24 hours of consultation requests', async () => {
    const a = await createProvider(t.db, { source: 'listing' }, []);
    await createProvider(t.db, { verified: false, source: 'listing' }, []);
    await t.db
      .insert(reviews)
      .values([
        review(a.id, 5, 'worth_it'),
        review(a.id, 4, 'worth_it'),
        review(a.id, 3, 'not_sure'),
        review(a.id, 5, 'worth_it'),
      ]);
    // Four reviews: too few to state an average or a share.
    expect(await stats()).toMatchObject({
      verifiedProviders: 1,
      reviews: 4,
      averageRating: null,
      worthItShare: null,
    });

    await t.db
      .insert(reviews)
      .values([review(a.id, 4, 'not_sure'), review(a.id, 1, 'not_sure', { hidden: true })]);
    expect(await stats()).toMatchObject({ reviews: 5, averageRating: 4.2, worthItShare: 0.6, sample: false });

    const lead = {
      kind: 'consultation' as const,
      providerId: a.id,
      name: 'Sam',
      email: 'sam@example.com',
      consent: true,
    };
    await t.db
      .insert(leads)
      .values([
        lead,
        { ...lead, createdAt: new Date(Date.now() - 25 * 3_600_000) },
        { ...lead, kind: 'contact_us' as const },
      ]);
    expect((await stats()).consultationRequestsToday).toBe(1);
  });

  it('says when the figures count generated sample data', async () => {
    await createProvider(t.db, { source: 'sample' }, []);
    expect((await stats()).sample).toBe(true);
  });
});

describe('siteFigure', () => {
  it('writes small counts exactly and large ones as a floor that stays true', () => {
    expect(siteFigure(0)).toBe('0');
    expect(siteFigure(9_999)).toBe('9,999');
    expect(siteFigure(12_480)).toBe('12,000+');
    expect(siteFigure(1_250_000)).toBe('1.2M+');
  });
});
