// TruGPT through the API on the real database, asked the way patients write: brands and typos, procedures we have
// no guide for, follow-ups that point back at the last answer, named providers, travel after surgery, Spanish,
// places from the gazetteer, the provider page the chat was opened from, and the demo account.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '@shared/constants';
import type { ChatResponse, DemoChatResponse } from '@shared/schemas/trugpt';
import { providerProcedures } from '../../db/schema';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { seedTrugptDirectory } from '../../test/trugpt-data';
import { talk } from '../../test/trugpt-chat';

const ctx = await createTestContext();

let cookie: string;
let directory: Awaited<ReturnType<typeof seedTrugptDirectory>>;
let sofia: Awaited<ReturnType<typeof createProvider>>;
let pricey: Awaited<ReturnType<typeof createProvider>>;
let sneaky: Awaited<ReturnType<typeof createProvider>>;

async function offer(providerId: number, procedureId: string, priceMin: number, priceMax: number) {
  await ctx.db.insert(providerProcedures).values({ providerId, procedureId, priceMin, priceMax });
}

beforeAll(async () => {
  directory = await seedTrugptDirectory(ctx.db);
  sofia = await createProvider(
    ctx.db,
    {
      firstName: 'Sofia',
      lastName: 'Ramirez',
      displayName: 'Dr. Sofia Ramirez',
      specialty: 'Dermatology',
      boardName: 'American Board of Dermatology',
      practiceName: 'Ramirez Skin Miami',
      ratingAvg: 4.8,
      reviewCount: 90,
      yearsInPractice: 14,
      locationId: 'miami-fl',
    },
    [],
  );
  await offer(sofia.id, 'botox', 300, 600);
  await offer(sofia.id, 'dermal-fillers', 650, 900);
  pricey = await createProvider(
    ctx.db,
    { lastName: 'Castellano', ratingAvg: 4.95, reviewCount: 210, locationId: 'miami-fl' },
    [],
  );
  await offer(pricey.id, 'botox', 500, 1200);
  sneaky = await createProvider(
    ctx.db,
    {
      firstName: 'Kim',
      lastName: 'Okoro',
      displayName: 'Dr. Kim Okoro',
      practiceName: '**Best** [click here](//evil.example) <b>clinic</b>',
      city: 'Dallas',
      state: 'TX',
      latitude: 32.7767,
      longitude: -96.797,
      ratingAvg: 4.9,
      reviewCount: 500,
    },
    [],
  );
  await offer(sneaky.id, 'dermal-fillers', 400, 800);
  cookie = (await ctx.createUser()).cookie!;
});

const talkHere = (messages: string[], extra: Record<string, unknown> = {}) =>
  talk(ctx, cookie, messages, extra);

const ask = async (message: string, extra: Record<string, unknown> = {}) =>
  (await talkHere([message], extra))[0];
const ids = (a: ChatResponse | DemoChatResponse) => a.mentionedProviders.map((p) => p.id);

describe('brands, devices and typos', () => {
  it('answers a Botox price question typed with a typo', async () => {
    const a = await ask('how much is botex for my forehead lines');
    expect(a.response).toContain('**What Botox costs**');
  });

  it('explains that Dysport is covered by the Botox guide, with its price', async () => {
    const a = await ask('is dysport expensive?');
    expect(a.response).toContain('**Dysport** is a botulinum toxin');
    expect(a.response).toContain('**What Botox costs**');
  });

  it('compares Botox and Dysport instead of answering only Botox', async () => {
    const a = await ask('Botox or Dysport?');
    expect(a.response).toContain('**Botox** and **Dysport** belong to the same family of treatments');
    expect(a.response).toContain('Is Botox the same as Dysport or Xeomin?');
  });

  it('compares liposuction and CoolSculpting from the guides', async () => {
    const a = await ask('lipo vs coolsculpting which is better for my stomach');
    expect(a.response).toContain('**Liposuction vs CoolSculpting**');
    expect(a.response).toContain('| **Typical price** |');
  });

  it('names a procedure we have no guide for, with the nearest we cover', async () => {
    const a = await ask('how much is kybella for a double chin?');
    expect(a.response).toContain("I don't have a TruSelf guide for **Kybella (double-chin injections)** yet");
    expect(a.response).toContain('(/procedure/coolsculpting)');
    expect(a.response).not.toContain('Which procedure');
  });

  it('does not read "feels" as a price word', async () => {
    const a = await ask('my nose feels kind of stuffy after rhinoplasty, how long does the swelling last');
    expect(a.response).not.toContain('costs**');
    // The swelling asked about, answered first.
    expect(a.response.split('\n\n')[0]).toMatch(/swelling goes down/i);
  });
});

describe('follow-ups that point back', () => {
  it('picks the cheapest and then the second of the providers just listed', async () => {
    const [list, cheapest, second] = await talkHere([
      'botox in miami',
      'which of those is the cheapest?',
      'tell me more about the second one',
    ]);
    expect(ids(list)).toEqual(expect.arrayContaining([sofia.id, pricey.id]));
    expect(ids(cheapest)).toEqual([sofia.id]);
    expect(cheapest.response).toContain('**Botox:** listed at $300–$600');
    expect(ids(second)).toEqual([ids(list)[1]]);
  });

  it('carries the question to a new brand and the procedure to a new question', async () => {
    const [, dysport, recovery] = await talkHere([
      'how much does botox cost',
      'what about dysport?',
      'and recovery?',
    ]);
    expect(dysport.response).toContain('**Dysport** is');
    // The price section the earlier answer gave is left out whole, heading and all, and the answer says so.
    expect(dysport.response).not.toContain('**What Botox costs**');
    expect(dysport.response).toContain('I’ve left out what my earlier answer already said.');
    expect(recovery.response).toContain('**Recovery from Botox**');
  });

  it('answers what a price covers, in English and in Spanish, instead of repeating the price', async () => {
    const [, covers] = await talkHere([
      'what does a tummy tuck run',
      'does that include anesthesia and the surgery center?',
    ]);
    expect(covers.response).toMatch(
      /^\*\*What the price covers:\*\* TruSelf's Tummy Tuck guide gives \$8,000–\$15,000/,
    );
    expect(covers.response).toContain("is the surgeon's fee alone");
    expect(covers.response).not.toContain('How Tummy Tuck works');
    const [, incluye] = await talkHere(['cuánto cuesta un tummy tuck', '¿y eso incluye la anestesia?']);
    expect(incluye.response).toMatch(/^\*\*Qué incluye el precio:\*\*/);
  });

  it('explains a word of the earlier answer from the guide instead of listing providers again', async () => {
    const [, meaning] = await talkHere([
      'is 8,500 for a BBL in Miami a good deal?',
      'what does ultrasound guided even mean',
    ]);
    expect(meaning.response).toMatch(/^From TruSelf's BBL guide: .*ultrasound/);
    expect(ids(meaning)).toEqual([]);
  });

  it('keeps the procedure when a follow-up names an area it treats, or one without a guide', async () => {
    const [, crows] = await talkHere(['how much is botox in miami', "and if I add crow's feet?"]);
    expect(crows.response).not.toContain('Options for lines and wrinkles');
    const [, miami] = await talkHere([
      'ballpark for a FUE hair transplant?',
      'would it be cheaper to do it in Miami?',
    ]);
    expect(miami.response).not.toContain('Which procedure are you looking for');
    expect(miami.response).toContain('price');
  });
});

describe('in scope although no procedure is named', () => {
  it.each([
    ['Cuántas sesiones de láser necesito para las axilas?', /4–8 sessions/],
    [
      'whats the difference between ABCS and ABPS certification',
      /American Board of Cosmetic Surgery \(ABCS\)/,
    ],
  ])('%s', async (message, expected) => {
    const [reply] = await talkHere([message]);
    expect(reply.response).toMatch(expected);
  });
});

describe('named providers', () => {
  it('answers "Tell me about Dr. Sofia Ramirez. Is she good?" from the directory', async () => {
    const a = await ask('Tell me about Dr. Sofia Ramirez. Is she good?');
    expect(ids(a)).toEqual([sofia.id]);
    expect(a.response).toContain(`**About [Dr. Sofia Ramirez](/provider/${sofia.id}), MD**`);
    expect(a.response).toContain('American Board of Dermatology');
    expect(a.response).toContain('★ 4.8 from 90 reviews');
    expect(a.response).toContain('14 years in practice');
    expect(a.response).toContain('Miami, FL');
  });

  it('reads a name typed without "Dr." and "she" in the next message', async () => {
    const [about, lipo] = await talkHere([
      'what does sofia ramirez charge for botox',
      'does she do fillers too?',
    ]);
    expect(ids(about)).toEqual([sofia.id]);
    expect(about.response).toMatch(/^\[Dr\. Sofia Ramirez\]\(\/provider\/\d+\) lists Botox at \$300–\$600/);
    expect(ids(lipo)).toEqual([sofia.id]);
    expect(lipo.response).toMatch(/Dermal Fillers[^\n]*\$650–\$900/i);
  });

  it('says plainly when the directory has no provider of that name', async () => {
    const a = await ask('is dr zyxwvut any good for lips');
    expect(a.response).toContain("I couldn't find a provider named **zyxwvut**");
    expect(a.mentionedProviders).toEqual([]);
  });

  it('escapes directory text so a practice name cannot add links or formatting', async () => {
    const a = await ask('what about dr kim okoro');
    expect(a.response).toContain(
      '\\*\\*Best\\*\\* \\[click here\\]\\(//evil.example\\) \\<b\\>clinic\\</b\\>',
    );
    expect(a.response).not.toContain('](//evil.example)');
  });

  it('uses the provider whose page the chat was opened from', async () => {
    const [good, price] = await talkHere(['Is she good?', 'how much do you charge for botox'], {
      providerId: sofia.id,
    });
    expect(ids(good)).toEqual([sofia.id]);
    expect(good.response).toContain('Dr. Sofia Ramirez');
    expect(ids(price)).toEqual([sofia.id]);
    expect(price.response).toContain('lists Botox at $300–$600');
    expect(price.response).toContain('**What Botox costs**');
  });
});

describe('recovery, travel and time off', () => {
  it('answers flying home three days after a facelift from the recovery timeline', async () => {
    const a = await ask('can I fly home 3 days after a facelift?');
    expect(a.response).toContain('**3 days after Facelift** falls in the guide’s “Days 1–3” stage');
    // Flying itself is answered, with its clot risk and the plastic surgeons' waiting period, quoted with source.
    expect(a.response).toContain('blood clots');
    expect(a.response).toContain('7–10 days after facial cosmetic procedures');
    expect(a.response).toContain(
      'American Society of Plastic Surgeons, cosmetic surgery tourism briefing paper, 2023',
    );
  });

  it('answers going back to work after lipo', async () => {
    const a = await ask('when can i go back to work after lipo');
    expect(a.response).toContain('**Recovery from Liposuction**');
    expect(a.response).toContain('desk work');
  });
});

describe('suggested follow-up questions', () => {
  it('read naturally for plural names and for treatments without a recovery', async () => {
    const glp1 = await ask('How much do GLP-1 medications cost?');
    expect(glp1.followUps).toEqual([
      'How long does GLP-1 medication take to work?',
      'What are the risks of GLP-1 medications?',
      'Find GLP-1 medication providers near me',
    ]);
    const fillers = await ask('How much do fillers cost?');
    expect(fillers.followUps).toContain('How long is recovery from fillers?');
    expect(fillers.followUps).toContain('Find filler providers near me');
    const rhinoplasty = await ask('How much does rhinoplasty cost?');
    expect(rhinoplasty.followUps).toContain('How long is recovery from rhinoplasty?');
    expect(rhinoplasty.followUps).toContain('Find rhinoplasty providers near me');
  });
});

describe('Spanish', () => {
  it('answers a price question in Spanish with the same figures and nearby providers', async () => {
    const a = await ask('cuanto cuesta la rinoplastia en miami?');
    expect(a.response).toContain('**Cuánto cuesta la rinoplastia**');
    expect(a.response).toContain('$5,350');
    expect(a.response).toContain('**Proveedores que ofrecen la rinoplastia cerca de Miami, FL**');
    expect(ids(a)).toContain(directory.miami.id);
    expect(a.response).toContain('reseñas');
    expect(a.followUps).toContain('¿Cuánto dura la recuperación de la rinoplastia?');
  });

  it('answers recovery and "what is" questions with Spanish framing', async () => {
    const [recovery, what] = await talkHere([
      'cuanto tiempo de recuperacion tiene la lipo?',
      'que es el botox',
    ]);
    expect(recovery.response).toContain('**Recuperación de la liposucción**');
    expect(what.response).toContain('Lee la [Botox guía](/procedure/botox) completa.');
    expect(what.response).toContain('_Información general, no consejo médico.');
  });
});

describe('places', () => {
  it('says when no provider is near and gives the nearest with distance', async () => {
    const a = await ask('best rhinoplasty surgeon nyc');
    expect(a.response).toContain('**Providers offering Rhinoplasty closest to New York, NY**');
    expect(a.response).toContain(
      'None of the providers we list for this are within 50 miles of New York, NY',
    );
    expect(a.response).toMatch(/Miami, FL \(\d{3,4} mi\)/);
  });

  it('uses the browser position for "near me" and asks for a place without it', async () => {
    const here = await ask('rhinoplasty near me', { coordinates: { latitude: 32.78, longitude: -96.8 } });
    expect(here.response).toContain('**Providers offering Rhinoplasty near your location**');
    expect(ids(here)[0]).toBe(directory.dallas.id);
    const nowhere = await ask('rhinoplasty near me');
    expect(nowhere.response).toContain('share your location when the browser asks');
  });
});

describe('POST /api/trugpt/demo/chat', () => {
  let demoCookie: string;
  beforeAll(async () => {
    demoCookie = (await ctx.createUser({ email: DEMO_EMAIL })).cookie!;
  });
  const demo = (json: Record<string, unknown>, as = demoCookie) =>
    ctx.request('/api/trugpt/demo/chat', { method: 'POST', json, cookie: as });

  it('answers from the server engine, follow-ups included, and stores nothing', async () => {
    const first = (await (await demo({ message: 'botox in miami' })).json()) as DemoChatResponse;
    expect(first.response).toContain('**Providers offering Botox near Miami, FL**');
    expect(ids(first)).toContain(sofia.id);
    const next = (await (
      await demo({
        message: 'which of those is cheapest',
        history: [
          { role: 'user', content: 'botox in miami' },
          { role: 'assistant', content: first.response, mentionedProviders: first.mentionedProviders },
        ],
      })
    ).json()) as DemoChatResponse;
    expect(ids(next)).toEqual([sofia.id]);
    const stored = await ctx.request('/api/trugpt/conversations', { cookie: demoCookie });
    expect((await stored.json()).conversations).toEqual([]);
  });

  it('screens for emergencies like every other mode', async () => {
    const a = (await (
      await demo({ message: 'had lipo 2 days ago and i cant breathe right' })
    ).json()) as DemoChatResponse;
    expect(a.response).toContain('911');
    expect(a.mentionedProviders).toEqual([]);
  });

  it('is only for the demo account', async () => {
    const res = await demo({ message: 'botox cost' }, cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('This chat is for the demo account.');
  });
});
