import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** One large, fully clickable option on the welcome and sign-up-choice screens. */
export function ChoiceCard({
  to,
  Icon,
  title,
  text,
}: {
  to: string;
  Icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-xl border border-line bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="mt-1 block text-sm text-muted">{text}</span>
      </span>
      <ArrowRight aria-hidden="true" className="mt-3 size-4 shrink-0 text-muted group-hover:text-brand-700" />
    </Link>
  );
}
