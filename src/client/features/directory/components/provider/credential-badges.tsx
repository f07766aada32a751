import { BadgeCheck, Database, Info, ShieldCheck } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  verificationSentence,
  verificationSentences,
  verifiedBadgeText,
} from '@shared/provider-verification';
import type { DataSource, ProviderDetail } from '@shared/schemas/provider';
import { cn } from '@client/components/ui/cn';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';

const tones = {
  brand: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  success: 'bg-green-50 text-success-600 hover:bg-green-100',
  neutral: 'bg-slate-100 text-slate-700 hover:bg-slate-200',
};

/** A badge that explains itself: tap, click or press Enter to read what it means. */
function ExplainedBadge({
  icon,
  label,
  title,
  tone,
  describedBy,
  children,
}: {
  icon: ReactNode;
  label: string;
  title: string;
  tone: keyof typeof tones;
  /** The id of visible text that says more (the checks and their dates). */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          'inline-flex min-h-8 cursor-pointer items-center gap-1.5 rounded-full px-3 text-left text-sm font-medium transition-colors [&_svg]:size-4 [&_svg]:shrink-0',
          tones[tone],
        )}
        aria-label={`${label}: what this means`}
        aria-describedby={describedBy}
      >
        {icon}
        {label}
        <Info aria-hidden="true" className="opacity-70" />
      </PopoverTrigger>
      <PopoverContent align="start" className="text-sm leading-6">
        <p className="font-semibold text-ink">{title}</p>
        <div className="mt-1 text-muted">{children}</div>
      </PopoverContent>
    </Popover>
  );
}

export function CredentialBadges({
  provider,
  dataSource,
}: {
  provider: ProviderDetail;
  dataSource: DataSource;
}) {
  const checksId = useId();
  const verifiedText = verifiedBadgeText(provider.verification);
  const sentences = verificationSentences(provider.verification, provider.boardName);
  const boardCheck = provider.verification.board;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {provider.boardCertified && (
          <ExplainedBadge
            icon={<ShieldCheck aria-hidden="true" />}
            label="Board certified"
            title="Board certified"
            tone="brand"
          >
            {provider.boardName ? (
              <>
                Certified by the <span className="text-ink">{provider.boardName}</span>.{' '}
              </>
            ) : null}
            {boardCheck
              ? verificationSentence('board', boardCheck, provider.boardName)
              : 'TruSelf has not checked this certification with the board.'}{' '}
            Board certification means the provider completed accredited specialty training and passed that
            board&apos;s exams. &ldquo;Cosmetic surgeon&rdquo; on its own is not a board certification: check
            which board it is.
          </ExplainedBadge>
        )}
        {verifiedText && (
          <ExplainedBadge
            icon={<BadgeCheck aria-hidden="true" />}
            label={verifiedText}
            title="What TruSelf checked"
            tone="success"
            describedBy={checksId}
          >
            Each check and its date is listed under the badges. A check confirms a credential; it is not an
            endorsement or a rating of the provider&apos;s results.
          </ExplainedBadge>
        )}
        <ExplainedBadge
          icon={<Database aria-hidden="true" />}
          label={dataSource.label}
          title="Where this profile comes from"
          tone="neutral"
        >
          {dataSource.description}
        </ExplainedBadge>
      </div>
      {sentences.length > 0 && (
        <ul id={checksId} aria-label="What TruSelf checked" className="grid gap-1 text-sm text-muted">
          {sentences.map((sentence) => (
            <li key={sentence} className="flex items-start gap-1.5">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
              <span>{sentence}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
