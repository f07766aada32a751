import { chromium } from 'playwright-core';
import fs from 'node:fs';
const BASE = process.env.BASE ?? 'http://localhost:3190';
const OUT = process.env.OUT ?? '/tmp/qa-shots';
const ONLY = process.env.ONLY ? process.env.ONLY.split(',') : null;
const WHO = (process.env.WHO ?? 'guest,patient,admin').split(',');
const VPS = (process.env.VPS ?? '1280,375').split(',').map(Number);
fs.mkdirSync(OUT, { recursive: true });
const src = fs.readFileSync('/work/main/src/client/config/paths.ts', 'utf8');
const block = src.slice(src.indexOf('specRouteSamples'));
let routes = [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]);
routes.push('/provider/3', '/procedure/gpl-1', '/find-doctors?procedure=rhinoplasty&location=Miami%2C%20FL&searchType=procedure');
routes = [...new Set(routes)];
if (ONLY) routes = routes.filter((r) => ONLY.includes(r));
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const creds = { patient: ['demo@truself.app', 'TruSelf-Demo-2026!'], admin: ['admin@truself.com', 'TruSelf-Admin-2026!'] };
const report = [];
for (const who of WHO) {
  for (const w of VPS) {
    const ctx = await browser.newContext({ viewport: { width: w, height: w === 375 ? 812 : 800 }, userAgent: UA, isMobile: w === 375, hasTouch: w === 375 });
    const page = await ctx.newPage();
    let errs = [];
    page.on('console', (m) => { if (m.type() === 'error') errs.push(m.text()); });
    page.on('pageerror', (e) => errs.push('pageerror ' + e.message));
    if (who !== 'guest') {
      await page.goto(BASE + '/signin');
      await page.waitForTimeout(3500);
      await page.getByLabel(/email/i).first().fill(creds[who][0]);
      await page.getByLabel(/^password/i).first().fill(creds[who][1]);
      await page.getByRole('button', { name: /^sign in$/i }).first().click();
      await page.waitForTimeout(2500);
      errs = [];
    }
    let list = routes;
    if (who === 'admin') list = routes.filter((r) => ['/admin-dashboard', '/lead-admin-dashboard', ...(ONLY ?? [])].includes(r));
    for (const r of list) {
      errs = [];
      try {
        await page.goto(BASE + r, { waitUntil: 'networkidle', timeout: 20000 });
      } catch (e) { errs.push('goto ' + e.message.slice(0, 80)); }
      await page.waitForTimeout(600);
      const m = await page.evaluate(() => {
        const sw = document.documentElement.scrollWidth, cw = document.documentElement.clientWidth;
        const wide = [];
        if (sw > cw) for (const el of document.querySelectorAll('body *')) { const b = el.getBoundingClientRect(); if (b.right > cw + 1 && b.width > 0) wide.push(el.tagName + '.' + String(el.className).slice(0, 60) + ' ' + Math.round(b.right)); if (wide.length > 5) break; }
        const small = [];
        if (cw < 500) for (const el of document.querySelectorAll('a,button,input,select,[role=button],[role=tab],textarea')) { const b = el.getBoundingClientRect(); if (b.width > 0 && b.height > 0 && (b.height < 40 || b.width < 40) && getComputedStyle(el).visibility !== 'hidden') small.push((el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30) + ` ${Math.round(b.width)}x${Math.round(b.height)}`); }
        const noimgsize = [...document.images].filter((i) => !i.getAttribute('width') && !i.getAttribute('height') && !i.className.match(/(^|\s)(h-|size-|aspect-|w-full)/)).map((i) => i.src.slice(-40));
        return { sw, cw, wide, small: small.slice(0, 12), smallCount: small.length, noimgsize: noimgsize.slice(0, 3), h1: [...document.querySelectorAll('h1')].map((h) => h.textContent.trim().slice(0, 40) + ' ' + getComputedStyle(h).fontSize) };
      });
      const name = `${who}-${w}-${r.replace(/[^a-z0-9]+/gi, '_').slice(0, 60) || 'home'}.png`;
      await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
      report.push({ who, w, r, name, errs: errs.slice(0, 4), ...m });
    }
    await ctx.close();
  }
}
await browser.close();
fs.writeFileSync(`${OUT}/report.json`, JSON.stringify(report, null, 1));
for (const x of report) console.log(`${x.who} ${x.w} ${x.r} sw=${x.sw} h1=${x.h1.join('|')} ${x.errs.length ? 'ERR:' + x.errs.join(' ;; ') : ''} ${x.wide.length ? 'WIDE:' + x.wide.join(', ') : ''} ${x.smallCount ? 'SMALL(' + x.smallCount + '):' + x.small.join(', ') : ''} ${x.noimgsize.length ? 'NOIMGSIZE:' + x.noimgsize.join(',') : ''}`);
