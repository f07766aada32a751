import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_WITHOUT_MAIL } from '@shared/schemas/site-config';
import { clientDist } from '../app';
import { createTestContext } from '../test/test-app';
import { serverDist } from './server-entry';

// The sign-up page as the server sends it, before any script runs, on a production site without SMTP_URL. Its own
// file: the built page renderer reads the API of the last app created in a process.
const prod = await createTestContext({
  NODE_ENV: 'production',
  AUTH_SECRET: 'q7Lp2VxN9cRt4WmZ8bHk3JsD6fGy1AeU5oPi0',
});
const built =
  fs.existsSync(path.join(clientDist, 'index.html')) &&
  fs.existsSync(path.join(serverDist, 'entry-server.js'));

/** The markup inside #root, without the state the browser starts from (which repeats the message). */
const root = (html: string) =>
  /<div id="root">(.*)<script type="application\/json" id="initial-data">/s.exec(html)?.[1] ?? '';

describe('the sign-up page of a production site that cannot send mail, on first paint', () => {
  it.skipIf(!built)(
    'says sign-up is closed, in the words a sign-up would be refused with, and has no form',
    async () => {
      for (const url of ['/signup', '/signup?ref=header', '/signup/']) {
        const res = await prod.request(url);
        expect(res.status, url).toBe(200);
        const page = root(await res.text());
        expect(page, url).toContain(SIGN_UP_WITHOUT_MAIL);
        expect(page, url).not.toMatch(/<form[^>]*method="post"/);
        expect(page, url).not.toContain('name="password"');
        expect(page, url).not.toContain('By creating an account you agree');
        // Someone who already has an account can still go and sign in.
        expect(page, url).toContain('href="/signin"');
      }
    },
  );
});
