// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAlert } from './form-alert';

const original = Element.prototype.scrollIntoView;
afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = original;
});

function watchScrolls() {
  const scroll = vi.fn();
  Element.prototype.scrollIntoView = scroll;
  return scroll;
}

describe('FormAlert', () => {
  it('brings an error into view when it appears or changes, as far as needed and no further', () => {
    const scroll = watchScrolls();
    const { rerender } = render(<FormAlert>Sign-up is closed for now.</FormAlert>);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
    rerender(<FormAlert>Sign-up is closed for now.</FormAlert>);
    expect(scroll).toHaveBeenCalledTimes(1);
    rerender(<FormAlert>That username is taken.</FormAlert>);
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it('leaves the page where it is for a success or an information', () => {
    const scroll = watchScrolls();
    render(<FormAlert tone="success">Check your inbox.</FormAlert>);
    render(<FormAlert tone="info">Saved.</FormAlert>);
    expect(scroll).not.toHaveBeenCalled();
  });
});
