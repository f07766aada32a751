import type { Page } from '@playwright/test';
import { homeTitle, siteName } from '../src/shared/page-titles';
import { specRouteSamples } from '../src/shared/paths';
import { type DeviceName, on } from './devices';
import { expect, openVisitor, test } from './fixtures';
import { appRunning } from './app-running';

// Every SPEC route has a title of its own (src/shared/page-titles.ts), the same in the page the server sends and
// once the app runs it: a tab, a bookmark or a search result never reads only "TruSelf".

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => entities[e]);

/** The <title> of the HTML the server answers the route with (after any redirect it sends). */
async function serverTitle(page: Page, route: string) {
  const res = await page.request.get(route);
  expect(res.ok(), `${route} answers ${res.status()}`).toBe(true);
  return decode(/<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '');
}

const phoneRoutes = ['/provider-photos', '/claim-profile', '/trulinkmd-detail'];

for (const device of ['desktop', 'mobile'] as DeviceName[]) {
  test.describe(`every SPEC route has its own title (${device})`, on(device), () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await openVisitor(browser, { device });
    });
    test.afterAll(() => page.context().close());

    for (const route of device === 'desktop' ? specRouteSamples : phoneRoutes) {
      test(route, async () => {
        const title = await serverTitle(page, route);
        expect(title).not.toBe(siteName);
        if (route !== '/') expect(title).not.toBe(homeTitle);
        expect(title).toContain(siteName);
        await page.goto(route);
        await appRunning(page);
        await expect(page).toHaveTitle(title);
      });
    }
  });
}
