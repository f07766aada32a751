// Domains anyone can get an address or a page at: an email or a website there says nothing about who runs a
// practice, so a claim never counts them as the practice's own domain (claims.queries.ts, practiceDomain).
import { isDisposableDomain } from '@shared/schemas/auth-disposable-domains';

/** Free mail: anyone can open an inbox here. */
const FREE_MAIL = [
  'gmail.com',
  'googlemail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'msn.com',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'mail.com',
  'email.com',
  'zoho.com',
  'zohomail.com',
  'fastmail.com',
  'fastmail.fm',
  'hey.com',
  'tutanota.com',
  'tuta.io',
  'gmx.com',
  'gmx.net',
  'yandex.com',
  'mail.ru',
  'inbox.com',
  'comcast.net',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
  'bellsouth.net',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'optonline.net',
  'frontier.com',
  'windstream.net',
  'juno.com',
  'netzero.net',
  'rocketmail.com',
  'ymail.com',
  'qq.com',
  '163.com',
];

/** Free mail under many country endings: yahoo.co.uk, hotmail.fr, outlook.es, live.ca, aol.de … */
const FREE_MAIL_BRANDS =
  /^(?:yahoo|hotmail|outlook|live|aol|gmx|yandex|web|t-online|orange|free|libero)\.[a-z]{2,3}(?:\.[a-z]{2})?$/;

/** Shared hosting, site builders and listing sites: a page here is rented, not a domain the practice owns. */
const SHARED_HOSTING = [
  'google.com',
  'business.site',
  'wixsite.com',
  'wix.com',
  'editorx.io',
  'squarespace.com',
  'weebly.com',
  'wordpress.com',
  'blogspot.com',
  'godaddysites.com',
  'webflow.io',
  'carrd.co',
  'square.site',
  'myshopify.com',
  'github.io',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'herokuapp.com',
  'linktr.ee',
  'facebook.com',
  'instagram.com',
  'linkedin.com',
  'x.com',
  'twitter.com',
  'tiktok.com',
  'youtube.com',
  'yelp.com',
  'healthgrades.com',
  'zocdoc.com',
  'vitals.com',
  'realself.com',
  'vagaro.com',
  'mindbodyonline.com',
  'booksy.com',
  'doctor.com',
  'webmd.com',
];

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Whether an address or a page at `host` could belong to anyone rather than to one practice. */
export function isSharedDomain(host: string) {
  const h = host.toLowerCase().replace(/\.$/, '');
  return (
    FREE_MAIL.some((d) => within(h, d)) ||
    FREE_MAIL_BRANDS.test(h) ||
    SHARED_HOSTING.some((d) => within(h, d)) ||
    isDisposableDomain(h)
  );
}
