import { BadgeCheck, Database, Info, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
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
  children,
}: {
  icon: ReactNode;
  label: string;
  title: string;
  tone: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          'inline-flex min-h-8 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors [&_svg]:size-4',
          tones[tone],
        )}
        aria-label={`${label}: what this means`}
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
  return (
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
          Board certification means the provider completed accredited specialty training and passed that
          board&apos;s exams. &ldquo;Cosmetic surgeon&rdquo; on its own is not a board certification: check
          which board it is.
        </ExplainedBadge>
      )}
      {provider.verified && (
        <ExplainedBadge
          icon={<BadgeCheck aria-hidden="true" />}
          label="Verified"
          title="Verified by TruSelf"
          tone="success"
        >
          TruSelf checked this provider&apos;s licence and practice details against public records. It is not
          an endorsement or a rating of their results.
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
  );
}
