import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';

export function ConsultationSuccess({
  practiceName,
  email,
  signedIn,
  onAnother,
}: {
  practiceName: string;
  email: string;
  signedIn: boolean;
  onAnother: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-5"
    >
      <CheckCircle2 aria-hidden="true" className="size-7 text-success-600" />
      <h3 className="text-lg font-semibold text-ink">Your request was sent to {practiceName}</h3>
      <p className="text-sm leading-6 text-ink">
        They will contact you at <span className="font-medium">{email}</span> or the way you asked. Nothing is
        booked until you agree to a time. Bring the questions from the procedure guide to your consultation.
      </p>
      <div className="flex flex-wrap gap-2">
        {signedIn && (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.dashboard.href()}>Go to your dashboard</Link>
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onAnother}>
          Send another request
        </Button>
      </div>
    </div>
  );
}
