import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '@shared/schemas/auth';
import { cn } from '@client/components/ui/cn';

// The max-length and published-sample rules only matter once broken; as checklist items they would be noise.
const SHOWN = PASSWORD_RULES.filter((rule) => rule.id !== 'max' && rule.id !== 'published');

/** Live strength hints under a new-password field, from the same rules the server enforces. */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const met = SHOWN.filter((rule) => rule.ok(password)).length;
  const strength = password.length === 0 ? 0 : met / SHOWN.length;
  const label =
    strength === 1 ? 'Strong' : strength >= 0.6 ? 'Almost there' : strength > 0 ? 'Weak' : 'Not started';
  return (
    <div id={id} className="rounded-lg bg-surface p-3 text-sm">
      <div className="mb-2 flex items-center justify-between gap-3">
        <span className="font-medium text-ink">Password strength</span>
        <span className={cn('text-xs font-semibold', strength === 1 ? 'text-success-600' : 'text-muted')}>
          {label}
        </span>
      </div>
      <div className="mb-3 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
        <div
          className={cn(
            'h-full rounded-full transition-all',
            strength === 1 ? 'bg-success-600' : 'bg-brand-500',
          )}
          style={{ width: `${Math.round(strength * 100)}%` }}
        />
      </div>
      <ul className="grid gap-1 sm:grid-cols-2">
        {SHOWN.map((rule) => {
          const ok = password.length > 0 && rule.ok(password);
          return (
            <li
              key={rule.id}
              className={cn('flex items-start gap-1.5', ok ? 'text-success-600' : 'text-muted')}
            >
              {ok ? (
                <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" strokeWidth={3} />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              )}
              <span>
                {rule.hint}
                <span className="sr-only">{ok ? ' (done)' : ' (not yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
