// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// public/early-input.js, the page's one script before the app runs, evaluated as the browser would.
beforeAll(() => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../../public/early-input.js'), 'utf8');
  new Function(source)();
});

/** A page with a form the server rendered. */
function page() {
  document.body.innerHTML =
    '<div id="root"><form method="post"><input name="email"><button id="send">SIGN UP</button></form></div>';
  return { form: document.querySelector('form')! };
}

describe('PageLive', () => {
  it('lets through the send the app replays once live, so a form that posts itself is sent', async () => {
    const { form } = page();
    const { keepEarlyInput } = await import('@client/lib/early-input');
    const { onPageLive, PageLive } = await import('./page-live');
    const { createRoot } = await import('react-dom/client');
    const { createElement } = await import('react');
    // Sent before the app ran: held by the script.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const sent: boolean[] = [];
    form.addEventListener('submit', (event) => sent.push(event.defaultPrevented));
    onPageLive(keepEarlyInput(document.getElementById('root')!));
    const host = document.createElement('div');
    document.body.append(host);
    // Rendered as the app renders it; its effect marks the page live and runs the replay a task later.
    const root = createRoot(host);
    root.render(createElement(PageLive));
    await vi.waitFor(() => expect(document.documentElement.hasAttribute('data-ready')).toBe(true));
    // The replayed send reached the form with its default intact: the browser posts it.
    expect(sent).toEqual([false]);
    expect(form.hasAttribute('data-early-submit')).toBe(false);
    root.unmount();
  });
});
