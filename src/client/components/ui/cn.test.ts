import { describe, expect, it } from 'vitest';
import { controlClasses } from './input';
import { buttonVariants } from './button';
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

  it('lets a shorthand override the sides it covers', () => {
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0');
    expect(cn('p-5 sm:p-6', 'pt-0')).toBe('p-5 sm:p-6 pt-0');
    expect(cn('mt-2 mb-4', 'my-0')).toBe('my-0');
  });

  it('tells text colours, sizes and overflow apart', () => {
    expect(cn('text-ink truncate', 'text-ellipsis')).toBe('text-ink text-ellipsis');
    // Tailwind 4's text sizes set a line height too, so a later size replaces an earlier leading.
    expect(cn('text-lg font-semibold leading-7 text-ink', 'truncate text-base leading-7')).toBe(
      'font-semibold text-ink truncate text-base leading-7',
    );
    expect(cn('text-sm font-medium text-danger-600', 'text-success-600')).toBe(
      'text-sm font-medium text-success-600',
    );
  });

  it('knows the theme radius and colours', () => {
    expect(cn('rounded-xl border border-line', 'rounded-card')).toBe('border border-line rounded-card');
    expect(cn('bg-surface', 'bg-brand-50')).toBe('bg-brand-50');
    expect(cn('ring-brand-600', 'ring-danger-600')).toBe('ring-danger-600');
  });

  it('merges arbitrary values, border sides and background kinds by what they set', () => {
    expect(cn('min-h-11 md:h-10', 'min-h-[calc(100dvh-4rem)]')).toBe('md:h-10 min-h-[calc(100dvh-4rem)]');
    expect(cn('border-b border-line', 'border-2')).toBe('border-line border-2');
    expect(cn('bg-gradient-to-b bg-white', 'bg-surface')).toBe('bg-gradient-to-b bg-surface');
    expect(cn('[&_svg]:size-4 size-10', 'size-9')).toBe('[&_svg]:size-4 size-9');
  });

  it('merges the components’ classes with what callers pass', () => {
    // The read-only email field of the profile page and the rename box of TruGPT.
    expect(cn(controlClasses, 'h-11 md:h-10', 'bg-surface')).not.toMatch(/\bbg-white\b/);
    expect(cn(controlClasses, 'h-11 md:h-10', 'h-9 md:h-9')).toMatch(/ h-9 md:h-9$/);
    const iconButton = cn(buttonVariants({ size: 'icon' }), 'size-9 md:size-9');
    expect(iconButton).not.toMatch(/size-1[01]/);
    expect(iconButton).toMatch(/\[&_svg\]:size-4/);
  });
});
