// The journeys' test: Playwright's, with the project's fixtures. Every page a test opens records console errors
// and uncaught page errors, and the test fails on any it did not allow. goto() is Playwright's own: the app starts
// with the page, and what a visitor does before it has taken the page over is answered (e2e/first-tap.spec.ts).
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { DEVICES, type DeviceName, USER_AGENT } from './devices';
import { type Account, SEEDED, serverUrl, signInContext, visitorAddress } from './harness';

export { expect };

/** Console errors and uncaught errors of the pages a test opens. */
export class ConsoleErrors {
  readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  /** Lets errors the journey causes on purpose through (a 404 page is logged as a failed resource load). */
  allow(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  watch(context: BrowserContext) {
    context.on('console', (msg) => {
      // For failed loads Chromium reports the resource's URL as the message location.
      if (msg.type() === 'error') this.seen.push(`${msg.text()} (${msg.location().url})`);
    });
    context.on('weberror', (error) => this.seen.push(error.error().message));
  }

  /** Fails unless every error seen so far was allowed; `where` names the moment in the message. */
  expectNone(where = '') {
    const unexpected = this.seen.filter((e) => !this.allowed.some((pattern) => pattern.test(e)));
    expect(unexpected, `console errors${where && ` on ${where}`}:\n${unexpected.join('\n')}`).toEqual([]);
  }
}

export interface VisitorOptions extends BrowserContextOptions {
  /** The screen (default: the laptop's). */
  device?: DeviceName;
  /** Signed in as this account. */
  account?: Account;
}

/**
 * A page in a new browser context of its own: its own cookies and client address, at the given screen, on the
 * run's server unless `baseURL` says otherwise. Tests take `newVisitor` (closed and checked for errors after the
 * test); a page shared by the tests of a describe is opened with this in beforeAll and closed in afterAll.
 */
export async function openVisitor(
  browser: Browser,
  { device = 'desktop', account, ...options }: VisitorOptions = {},
) {
  const context = await browser.newContext({
    ...DEVICES[device],
    userAgent: USER_AGENT,
    baseURL: serverUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    ...options,
  });
  if (account) await signInContext(context, account);
  return context.newPage();
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  /** Signs the test's own browser context (that of `page`) in. */
  signIn: (account: Account) => Promise<void>;
  /** A page in a browser of its own: another visitor, or the same person elsewhere (see openVisitor). */
  newVisitor: (options?: VisitorOptions) => Promise<Page>;
  /** The seeded administrator, signed in on a laptop beside the test's own page. */
  adminPage: Page;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(serverUrl()),
  // Each visitor presents its own client address (the server trusts X-Forwarded-For in the journeys), so SPEC's
  // per-address rate limits apply per simulated visitor rather than to the whole run.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': visitorAddress() }),

  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const errors = new ConsoleErrors();
      errors.watch(context);
      await use(errors);
      // A test that failed already says why; the errors are in its trace.
      if (testInfo.status === testInfo.expectedStatus) errors.expectNone();
    },
    { auto: true },
  ],

  signIn: async ({ context }, use) => {
    await use((account) => signInContext(context, account));
  },

  newVisitor: async ({ browser, consoleErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const page = await openVisitor(browser, options);
      contexts.push(page.context());
      consoleErrors.watch(page.context());
      return page;
    });
    for (const context of contexts) await context.close();
  },

  adminPage: async ({ newVisitor }, use) => {
    await use(await newVisitor({ account: SEEDED.admin }));
  },
});
