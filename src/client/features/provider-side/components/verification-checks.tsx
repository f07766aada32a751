import { useId } from 'react';
import {
  ADMIN_CHECKS,
  type AdminCheck,
  adminCheckText,
  type ProviderVerification,
  verificationSentences,
} from '@shared/provider-verification';
import { Checkbox } from '@client/components/ui/checkbox';

/**
 * The checks an admin approving a listing or a claim actually made. Only the ticked ones are stored and shown to
 * patients, each with the day; with none ticked the profile is published without "Verified".
 */
export function VerificationChecks({
  value,
  onChange,
  noBoard,
  recorded,
  boardName,
  note,
}: {
  value: AdminCheck[];
  onChange: (checks: AdminCheck[]) => void;
  /** Why there is no board certification to check, or null when there is one. */
  noBoard: string | null;
  /** Checks already on the profile (claims). */
  recorded?: ProviderVerification;
  boardName?: string | null;
  /** One more line, e.g. what is added on its own. */
  note?: string;
}) {
  const id = useId();
  const already = verificationSentences(recorded, boardName);
  return (
    <fieldset className="grid gap-3 rounded-xl bg-surface p-4">
      <legend className="sr-only">What you checked</legend>
      <div>
        <p aria-hidden="true" className="text-sm font-semibold text-ink">
          What you checked
        </p>
        <p className="text-sm text-muted">
          Tick only what you checked yourself. Patients see each check with today&apos;s date; with nothing
          ticked the profile shows no &ldquo;Verified&rdquo;.
        </p>
      </div>
      {ADMIN_CHECKS.map((check) => {
        const disabled = check === 'board' && noBoard !== null;
        const box = `${id}-${check}`;
        return (
          <div key={check} className="flex items-start gap-3">
            <Checkbox
              id={box}
              checked={value.includes(check)}
              disabled={disabled}
              onCheckedChange={(on) =>
                onChange(on === true ? [...value, check] : value.filter((c) => c !== check))
              }
            />
            <label htmlFor={box} className="text-sm text-ink">
              <span className="font-medium">{adminCheckText[check].label}</span>
              <span className="block text-muted">{disabled ? noBoard : adminCheckText[check].hint}</span>
            </label>
          </div>
        );
      })}
      {already.length > 0 ? (
        <p className="text-sm text-muted">Already on record: {already.join(' ')}</p>
      ) : null}
      {note ? <p className="text-sm text-muted">{note}</p> : null}
    </fieldset>
  );
}
