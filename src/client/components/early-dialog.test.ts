// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { closeEarlyDialog, EARLY_DIALOGS, earlyDialogShowing, openWholeEarlyDialog } from './early-dialog';

const id = EARLY_DIALOGS.guestChat;

function page() {
  document.body.innerHTML = `
    <button type="button" id="trugpt" aria-expanded="false" aria-controls="${id}">TruGPT</button>
    <div id="${id}" hidden data-early-dialog>
      <div role="dialog"><a href="/signup">Create Account</a><a href="/signin">Sign In</a></div>
    </div>`;
  return {
    opener: document.getElementById('trugpt')!,
    frame: document.getElementById(id)!,
    signIn: document.querySelector<HTMLElement>('a[href="/signin"]')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a frame that holds the whole dialog', () => {
  it('opens at a tap, its first link focused, its opener marked for the script to close it', () => {
    const { opener, frame } = page();
    openWholeEarlyDialog(id, opener);
    expect(frame.hidden).toBe(false);
    expect(earlyDialogShowing(id)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Create Account');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(opener.hasAttribute('data-early-open')).toBe(true);
  });

  it('stays as it is when already showing: the focus stays where the visitor has it', () => {
    const { opener, frame, signIn } = page();
    frame.hidden = false;
    signIn.focus();
    openWholeEarlyDialog(id, opener);
    expect(frame.hidden).toBe(false);
    expect(document.activeElement).toBe(signIn);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes as one of its links is followed, its opener reset', () => {
    const { opener, frame } = page();
    openWholeEarlyDialog(id, opener);
    closeEarlyDialog(id);
    expect(frame.hidden).toBe(true);
    expect(earlyDialogShowing(id)).toBe(false);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(opener.hasAttribute('data-early-open')).toBe(false);
  });
});
