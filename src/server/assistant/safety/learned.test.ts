import { describe, expect, it } from 'vitest';
import { decide, type LearnedClass } from './learned';

const p = (q: Partial<Record<LearnedClass, number>>): Record<LearnedClass, number> => ({
  emergency: 0,
  urgent: 0,
  crisis: 0,
  eating_disorder: 0,
  body_image: 0,
  none: 0,
  ...q,
});
const T = { eating_disorder: 0.3, body_image: 0.25 };

describe('the learned screen’s decision', () => {
  it('raises emergency, urgent and crisis together when their sum outweighs none', () => {
    // No single class reaches "none", but together they do: the likeliest is raised.
    expect(decide(p({ emergency: 0.2, urgent: 0.25, crisis: 0.05, none: 0.5 }), T, 0.3)).toBe('emergency');
    expect(decide(p({ urgent: 0.4, emergency: 0.1, none: 0.5 }), T, 0.3)).toBe('urgent');
    expect(decide(p({ crisis: 0.3, emergency: 0.1, none: 0.5 }), T, 0.3)).toBe('crisis');
    expect(decide(p({ crisis: 0.1, emergency: 0.1, none: 0.8 }), T, 0.3)).toBe('none');
  });

  it('prefers emergency when it is nearly as likely as urgent', () => {
    expect(decide(p({ emergency: 0.45, urgent: 0.48, none: 0.07 }), T, 0.3)).toBe('emergency');
    expect(decide(p({ emergency: 0.2, urgent: 0.7, none: 0.1 }), T, 0.3)).toBe('urgent');
  });

  it('keeps appearance or eating distress that is likelier than each harm class, unless crisis is real in it', () => {
    expect(decide(p({ body_image: 0.38, crisis: 0.21, emergency: 0.06, none: 0.31 }), T, 0.3)).toBe(
      'body_image',
    );
    expect(decide(p({ eating_disorder: 0.6, crisis: 0.3, none: 0.1 }), T, 0.3)).toBe('crisis');
  });
});
