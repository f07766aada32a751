// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput } from './early-input';

type Noted = HTMLInputElement & {
  __typedEarly?: { value: string; checked: boolean; caret: [number, number] | null };
};

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

/** The events the app would hear, in order. */
function listen(root: HTMLElement) {
  const heard: string[] = [];
  for (const type of ['input', 'change', 'click'])
    root.addEventListener(type, (event) => {
      const target = event.target as HTMLElement;
      heard.push(`${type}:${target.getAttribute('name') ?? target.id}`);
    });
  return heard;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepEarlyInput', () => {
  it('puts back the latest value typed before the app ran, with its caret, and sends the change again', () => {
    const root = page('<input name="location" value="">');
    const field = root.querySelector<Noted>('input')!;
    const replay = keepEarlyInput(root);
    // What the script noted on the last keystroke; the app's render then showed its own (empty) value.
    field.__typedEarly = { value: 'Miami', checked: false, caret: [3, 3] };
    field.value = '';
    field.focus();
    const heard = listen(root);
    replay();
    expect(field.value).toBe('Miami');
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
    expect(heard).toEqual(['input:location']);
    expect(field.__typedEarly).toBeUndefined();
  });

  it('takes a value typed but not noted from the field itself', () => {
    const root = page('<input name="procedure" value="">');
    const field = root.querySelector('input')!;
    const replay = keepEarlyInput(root);
    field.value = 'botox';
    const heard = listen(root);
    replay();
    expect(field.value).toBe('botox');
    expect(heard).toEqual(['input:procedure']);
  });

  it('keeps a value typed before the script noted it, when a render of the app empties the field first', () => {
    const root = page('<input name="location" value="">');
    const field = root.querySelector('input')!;
    field.value = 'Miami, FL';
    const replay = keepEarlyInput(root);
    // The app's render, before it answers, shows its own (empty) value.
    field.value = '';
    const heard = listen(root);
    replay();
    expect(field.value).toBe('Miami, FL');
    expect(heard).toEqual(['input:location']);
  });

  it('sends a radio picked before the app ran as the click the app reads, and leaves it picked', () => {
    const root = page(
      '<input type="radio" name="searchType" id="procedure" value="procedure" checked>' +
        '<input type="radio" name="searchType" id="provider" value="provider">',
    );
    const provider = root.querySelector<Noted>('#provider')!;
    const replay = keepEarlyInput(root);
    provider.checked = true;
    provider.__typedEarly = { value: 'provider', checked: true, caret: null };
    const heard = listen(root);
    replay();
    expect(provider.checked).toBe(true);
    expect(heard).toEqual(['click:searchType']);
  });

  it('sends nothing for fields the visitor left alone', () => {
    // (A select is left out: happy-dom has no option.defaultSelected.)
    const root = page('<input name="q" value="rhinoplasty"><input type="checkbox" name="new" id="new">');
    const replay = keepEarlyInput(root);
    const heard = listen(root);
    replay();
    expect(heard).toEqual([]);
  });

  it('presses again a button pressed before the app ran, once', () => {
    const root = page(
      '<button type="button" id="menu" aria-expanded="true" data-early-click data-early-open>Menu</button>',
    );
    const replay = keepEarlyInput(root);
    const button = root.querySelector('button')!;
    // The marks go before hydrating; the panel the script opened reads as closed to the app's press.
    expect(button.hasAttribute('data-early-click')).toBe(false);
    const heard = listen(root);
    replay();
    expect(heard).toEqual(['click:menu']);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends once a form sent while the app hydrated, after the first marks were taken', () => {
    const root = page(
      '<form id="newsletter"><input name="email" value=""><button id="send">SIGN UP</button></form>',
    );
    const form = root.querySelector('form')!;
    const replay = keepEarlyInput(root);
    expect(document.documentElement.hasAttribute('data-taking-over')).toBe(true);
    // What public/early-input.js does with a send while the app hydrates.
    form.setAttribute('data-early-submit', '');
    form.setAttribute('aria-busy', 'true');
    root.querySelector('#send')!.setAttribute('data-early-submitter', '');
    const sent: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push((event as SubmitEvent).submitter?.id ?? 'none');
    });
    replay();
    expect(sent).toEqual(['send']);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(form.hasAttribute('data-early-submit')).toBe(false);
    expect(document.documentElement.hasAttribute('data-taking-over')).toBe(false);
  });

  it('presses once a button pressed while the app hydrated', () => {
    const root = page('<button type="button" id="tab">Costs</button>');
    const replay = keepEarlyInput(root);
    root.querySelector('#tab')!.setAttribute('data-early-click', '');
    const heard = listen(root);
    replay();
    expect(heard).toEqual(['click:tab']);
  });
});
