// What the journeys run in: Debian's Chromium, at a laptop's and a phone's screen. Shared by playwright.config.ts
// and the fixtures, which open further browsers at either size.

/** The two screens of SPEC: a 1280×800 laptop and a 375 px phone (the narrowest every page must fit). */
export const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
} as const;
export type DeviceName = keyof typeof DEVICES;

/** The tag of journeys about the phone: the mobile project runs them, the desktop project runs all the others. */
export const MOBILE = '@mobile';

/** The options of a test (or describe) that checks the phone: `test('…', onPhone, async (…) => …)`. */
export const onPhone = { tag: MOBILE };

/** For journeys written once for both screens: the options that run the copy for `device` in its project. */
export const on = (device: DeviceName) => (device === 'mobile' ? onPhone : {});

// Headless Chromium announces itself as "HeadlessChrome", which the anti-bot check rightly refuses;
// journeys present the user agent of the same browser running headed.
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
