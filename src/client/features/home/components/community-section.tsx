import { Bot, ExternalLink, GraduationCap, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { COMMUNITY_GROUP } from '@client/config/community';
import { chatLauncher } from '@client/lib/chat-launcher';
import { SectionHeading } from './section-heading';

export function CommunitySection() {
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading id="community-title" titleKey="community_title" subtitleKey="community_subtitle" />
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        <CommunityCard
          icon={<Bot aria-hidden="true" className="size-6" />}
          title="TruGPT"
          text="Ask about costs, recovery, risks and candidacy, and get matched with providers near you."
          action={
            <Button variant="secondary" onClick={() => chatLauncher.open()}>
              Ask TruGPT
            </Button>
          }
        />
        <CommunityCard
          disabled
          icon={<MessagesSquare aria-hidden="true" className="size-6" />}
          title="Community Forum"
          badge={<Badge variant="warning">Coming Soon</Badge>}
          text="Threads by procedure where members compare notes and share recovery journals."
          action={
            <Button variant="outline" disabled>
              Coming Soon
            </Button>
          }
        />
        <CommunityCard
          icon={<GraduationCap aria-hidden="true" className="size-6" />}
          title="Expert Q&A"
          text="The questions patients ask most, answered in every guide with sources — plus what to ask at your consultation."
          action={
            <Button asChild variant="secondary">
              <Link to={paths.browseProcedures.href()}>Read expert answers</Link>
            </Button>
          }
        />
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 rounded-2xl bg-brand-50 px-6 py-8 text-center md:flex-row md:justify-between md:text-left">
        <div>
          <p className="text-lg font-semibold text-ink">
            Join {COMMUNITY_GROUP.membersLabel} members in our Facebook group
          </p>
          <p className="mt-1 text-sm text-muted">
            Real stories, before-and-after experiences and support from people like you.
          </p>
        </div>
        <Button asChild size="lg">
          <a href={COMMUNITY_GROUP.url} target="_blank" rel="noopener noreferrer">
            Join Facebook Group ({COMMUNITY_GROUP.membersLabel})
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </section>
  );
}

interface CommunityCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  badge?: ReactNode;
  disabled?: boolean;
}

function CommunityCard({ icon, title, text, action, badge, disabled }: CommunityCardProps) {
  return (
    <li
      aria-disabled={disabled || undefined}
      className={`flex flex-col rounded-2xl border border-line p-6 shadow-sm ${disabled ? 'bg-surface' : 'bg-white'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span
          className={`inline-flex size-11 items-center justify-center rounded-xl ${disabled ? 'bg-slate-100 text-slate-500' : 'bg-brand-50 text-brand-700'}`}
        >
          {icon}
        </span>
        {badge}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-muted">{text}</p>
      <div className="mt-5">{action}</div>
    </li>
  );
}
