import { BadgeCheck, BookOpenCheck, MapPin, MessagesSquare, ShieldAlert, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { chatLauncher } from '@client/lib/chat-launcher';

const BENEFITS = [
  {
    icon: BookOpenCheck,
    title: 'Answers with sources',
    text: 'Costs, recovery, risks and results come from reviewed procedure guides, with the source and year next to every figure.',
  },
  {
    icon: MapPin,
    title: 'Real providers near you',
    text: 'Say “in Miami” or “near 90210” and TruGPT lists providers from our directory who offer that procedure — never invented ones.',
  },
  {
    icon: Sparkles,
    title: 'Compare options side by side',
    text: 'Ask “Botox vs fillers” or “tummy tuck vs liposuction” for a clear table of price, time, recovery and how long results last.',
  },
  {
    icon: ShieldAlert,
    title: 'Safety first',
    text: 'Describe a worrying symptom and TruGPT points you to emergency care instead of guessing. It never diagnoses or prescribes.',
  },
  {
    icon: MessagesSquare,
    title: 'Conversations you can keep',
    text: 'Follow-up questions remember what you were asking about, and your chats are saved to your account to revisit, rename or delete.',
  },
  {
    icon: BadgeCheck,
    title: 'No paid placement',
    text: 'Providers are ordered by verification, board certification and reviews. Nobody pays to appear in an answer.',
  },
];

export default function TrugptBenefitsPage() {
  return (
    <PageFrame
      eyebrow="TruGPT AI Assistant"
      title="Research procedures with an assistant that shows its sources"
      subtitle="TruGPT answers your questions about cosmetic, aesthetic and wellness procedures and points you to qualified providers near you."
      actions={
        <>
          <Button size="lg" onClick={() => chatLauncher.open()} className="hidden md:inline-flex">
            Ask TruGPT
          </Button>
          <Button asChild size="lg" className="md:hidden">
            <Link to={paths.trugptChat.href()}>Ask TruGPT</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.trugptDetail.href()}>How it works</Link>
          </Button>
        </>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardContent className="flex flex-col gap-2">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle as="h2">{title}</CardTitle>
                <CardDescription className="text-base">{text}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-sm text-muted">
        TruGPT gives general information, not medical advice. Always consult a board-certified provider before
        deciding on a procedure. Users must be 18 or older, or have a parent’s or guardian’s consent.
      </p>
    </PageFrame>
  );
}
