// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// public/early-input.js, the page's one script before the app runs, evaluated as the browser would.
beforeAll(() => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../public/early-input.js'), 'utf8');
  new Function(source)();
});

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-taking-over');
  document.documentElement.removeAttribute('data-ready');
});

/** A page with a form, and what the app (listening on #root, as React does) hears of it. */
function page() {
  document.body.innerHTML =
    '<div id="root"><form method="post"><input name="email"><button id="send">SIGN UP</button></form>' +
    '<button type="button" id="tab">Costs</button></div>';
  const root = document.getElementById('root')!;
  const heard: string[] = [];
  for (const type of ['submit', 'click'])
    root.addEventListener(type, (event) =>
      heard.push(`${type}:${(event.target as HTMLElement).id || 'form'}`),
    );
  return { root, form: root.querySelector('form')!, heard };
}

describe('public/early-input.js', () => {
  it('holds a form sent before the app runs, never sent by the browser', () => {
    const { form } = page();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-early-submit')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
  });

  it('keeps a send and a tap from the app while it hydrates, to be replayed once when it is live', () => {
    const { root, form, heard } = page();
    document.documentElement.setAttribute('data-taking-over', '');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    root.querySelector<HTMLButtonElement>('#tab')!.click();
    expect(heard).toEqual([]);
    expect(form.hasAttribute('data-early-submit')).toBe(true);
    expect(root.querySelector('#tab')!.hasAttribute('data-early-click')).toBe(true);
  });

  it('leaves everything to the app once it is live', () => {
    const { root, form, heard } = page();
    document.documentElement.setAttribute('data-ready', '');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    root.querySelector<HTMLButtonElement>('#tab')!.click();
    expect(submit.defaultPrevented).toBe(false);
    expect(heard).toEqual(['submit:form', 'click:tab']);
    expect(form.hasAttribute('data-early-submit')).toBe(false);
  });
});
