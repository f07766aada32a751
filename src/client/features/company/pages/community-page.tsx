import { Bot, ExternalLink, GraduationCap, HeartHandshake, MessagesSquare, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { chatLauncher } from '@client/lib/chat-launcher';
import { COMMUNITY_GROUP } from '@client/config/community';

const guidelines = [
  'Be kind. Everyone is at a different point in their journey.',
  'Share your experience, not medical advice — for decisions about your body, talk to a qualified provider.',
  'Protect privacy: no one else’s photos, names or health details without their permission.',
  'No selling or paid promotion. Providers may answer questions but may not advertise.',
];

export default function CommunityPage() {
  return (
    <PageFrame
      eyebrow="Community"
      title="You are not researching alone"
      subtitle={`${COMMUNITY_GROUP.membersLabel} members share real experiences, recovery tips and honest questions in the TruSelf Facebook group.`}
      actions={
        <Button asChild size="lg">
          <a href={COMMUNITY_GROUP.url} target="_blank" rel="noopener noreferrer">
            Join Facebook Group ({COMMUNITY_GROUP.membersLabel}) <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      }
    >
      <div className="grid gap-4 md:grid-cols-3">
        <Card icon={<HeartHandshake aria-hidden="true" />} title="Real experiences">
          Members post recovery journals, before-and-after stories and what they wish they had known.
        </Card>
        <Card
          icon={<MessagesSquare aria-hidden="true" />}
          title="Questions answered"
          badge={<Badge variant="warning">Forum coming soon</Badge>}
        >
          Ask anything in the group today. A TruSelf forum with threads by procedure is on its way.{' '}
          <Link to={paths.forum.href()} className="font-medium text-brand-700 underline">
            About the forum
          </Link>
        </Card>
        <Card icon={<ShieldCheck aria-hidden="true" />} title="Moderated with care">
          Moderators remove promotions and keep discussions respectful and private.
        </Card>
      </div>

      <section aria-labelledby="guidelines" className="mt-12 grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="guidelines" className="text-2xl font-semibold text-ink">
            Community guidelines
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
            {guidelines.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6">
          <h2 className="text-lg font-semibold text-ink">Need an answer right now?</h2>
          <div className="mt-4 space-y-4">
            <p className="flex gap-3 text-sm text-muted">
              <Bot aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              TruGPT answers procedure questions any time and points you to matching providers.
            </p>
            <Button variant="secondary" onClick={() => chatLauncher.open()}>
              Ask TruGPT
            </Button>
            <p className="flex gap-3 text-sm text-muted">
              <GraduationCap aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              Every procedure guide lists the questions to ask at your consultation, with sources.
            </p>
            <Button asChild variant="outline">
              <Link to={paths.browseProcedures.href()}>Browse procedure guides</Link>
            </Button>
          </div>
        </div>
      </section>
    </PageFrame>
  );
}

function Card({
  icon,
  title,
  badge,
  children,
}: {
  icon: ReactNode;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&_svg]:size-6">
          {icon}
        </span>
        {badge}
      </div>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-2 text-sm leading-6 text-muted">{children}</p>
    </div>
  );
}
