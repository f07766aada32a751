import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { paths } from '@client/config/paths';

/** SPEC §5: Accept stays disabled until the terms box is ticked; users are 18+ or have parental consent. */
export function ChatDisclaimer({ onAccept, nutrition }: { onAccept: () => void; nutrition: boolean }) {
  const [agreed, setAgreed] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-1 flex-col gap-4 overflow-y-auto" data-testid="trugpt-disclaimer">
      <div className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShieldCheck aria-hidden="true" className="size-6" />
      </div>
      <h2 className="text-lg font-semibold">Before you chat</h2>
      <div className="space-y-3 text-sm text-muted">
        <p>
          TruGPT gives general information about{' '}
          {nutrition
            ? 'nutrition, weight management and wellness services'
            : 'cosmetic, aesthetic and wellness procedures'}{' '}
          from sourced guides and our provider directory. It is{' '}
          <strong className="text-ink">not medical advice</strong>, cannot diagnose or prescribe, and can make
          mistakes.
        </p>
        <p>
          Always talk to a board-certified provider before deciding on a treatment. In an emergency, call 911.
        </p>
        <p>
          You must be{' '}
          <strong className="text-ink">
            at least 18 years old, or have the consent of a parent or guardian
          </strong>
          , to use TruGPT.
        </p>
      </div>
      <div className="mt-auto flex items-start gap-3 rounded-lg border border-line bg-surface p-3">
        <Checkbox
          id={id}
          checked={agreed}
          onCheckedChange={(v) => setAgreed(v === true)}
          className="mt-0.5"
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-ink">
          I have read and agree to the{' '}
          <Link to={paths.terms.href()} className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy.href()} className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          , and I am at least 18 or have parental consent.
        </label>
      </div>
      <Button size="lg" disabled={!agreed} onClick={onAccept}>
        Accept and continue
      </Button>
    </div>
  );
}
