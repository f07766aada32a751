import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later class override an earlier one of the same group', () => {
    expect(cn('h-11 px-4 text-sm', 'h-9')).toBe('px-4 text-sm h-9');
    expect(cn('bg-brand-600 text-white', 'bg-transparent')).toBe('text-white bg-transparent');
    expect(cn('text-sm text-muted', 'text-ink')).toBe('text-sm text-ink');
  });

  it('keeps variants apart and leaves unrelated classes alone', () => {
    expect(cn('h-11 md:h-10', 'h-9')).toBe('md:h-10 h-9');
    expect(cn('border border-line', 'border-slate-500')).toBe('border border-slate-500');
    expect(cn('flex items-center', false && 'hidden', undefined, 'gap-2')).toBe('flex items-center gap-2');
  });
});
