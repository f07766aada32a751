import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';

const CAN = [
  'Explain what a procedure is, how it is done and who tends to be a good candidate',
  'Quote typical price ranges and national average surgeon’s fees, with their source and year',
  'Walk through recovery week by week, the risks, and how long results last',
  'Compare two procedures side by side',
  'List providers from the TruSelf directory who offer a procedure near a city or ZIP code',
  'Suggest questions to ask at your consultation',
];

const CANNOT = [
  'Diagnose a condition, assess your symptoms or tell you whether something is normal for you',
  'Prescribe medicines or suggest doses',
  'Give you an exact quote — prices depend on the provider, your anatomy and what is included',
  'Replace an examination by a board-certified provider',
];

const STEPS = [
  {
    title: 'Safety check first',
    text: 'Every message is screened for warning signs such as chest pain, trouble breathing, fever after surgery, vision changes or skin turning white after filler. If one appears, TruGPT tells you to seek emergency care.',
  },
  {
    title: 'Understanding your question',
    text: 'TruGPT recognises procedures by name and everyday words (“nose job”, “BBL”, “Ozempic”), what you want to know (cost, recovery, risks…) and where you are (“in Miami”, “near 90210”). Follow-ups keep the context.',
  },
  {
    title: 'Finding the facts',
    text: 'It looks up TruSelf’s reviewed procedure guides and the provider directory. It only names providers that offer the procedure, nearest first when you give a place.',
  },
  {
    title: 'Writing the answer',
    text: 'The answer is written from those facts only, with sources cited and a reminder to consult a board-certified provider.',
  },
];

export default function TrugptDetailPage() {
  return (
    <PageFrame
      eyebrow="How TruGPT works"
      title="What TruGPT does — and its limits"
      subtitle="A research assistant for cosmetic, aesthetic and wellness procedures, built to be useful and honest about what it does not know."
      actions={
        <Button asChild size="lg">
          <Link to={paths.trugptChat.href()}>Start a conversation</Link>
        </Button>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardContent>
            <CardTitle as="h2">TruGPT can</CardTitle>
            <ul className="mt-3 space-y-2">
              {CAN.map((item) => (
                <li key={item} className="flex gap-2 text-sm">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" /> {item}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <CardTitle as="h2">TruGPT cannot</CardTitle>
            <ul className="mt-3 space-y-2">
              {CANNOT.map((item) => (
                <li key={item} className="flex gap-2 text-sm">
                  <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger-600" /> {item}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <h2 className="mt-10 text-2xl font-bold tracking-tight">How an answer is made</h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-2">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3 rounded-xl border border-line bg-surface p-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-ink">
        <p className="font-semibold">In an emergency, call 911.</p>
        <p className="mt-1">
          TruGPT is general information, not medical advice. Your privacy matters: chats are stored in your
          account only, never shared with advertisers, and you can delete them at any time from your{' '}
          <Link to={paths.trugptHistory.href()} className="font-medium text-brand-700 underline">
            conversation history
          </Link>
          .
        </p>
      </div>
    </PageFrame>
  );
}
