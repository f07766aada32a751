import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error fails the test: errors must be handled, not printed.
let allowed = false;
let errors: unknown[][] = [];

export function allowConsoleErrors() {
  allowed = true;
}

beforeEach(() => {
  allowed = false;
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!allowed && errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((e) => e.map(String).join(' ')).join('\n')}`);
  }
});
