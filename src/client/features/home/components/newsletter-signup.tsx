import { Mail } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { FormAlert } from '@client/components/forms/form-alert';
import { type FormAnswer, useFormAnswer } from '@client/lib/form-answer';
import { useFormGuard } from '@client/lib/form-guard';
import { NEWSLETTER_MESSAGES } from '@shared/newsletter-messages';

// The form (and the validation library it shares with the server) loads as the section nears the viewport,
// keeping it out of the home page's first download. Until then the server's markup holds a plain form that the
// server takes as a post (src/server/render/form-posts.ts), so an address sent before the app runs is not lost.
const NewsletterForm = lazy(() => import('./newsletter-form'));

/** What the visitor did in the plain form before the app's form replaced it: kept, so nothing is lost. */
export interface EarlyEntry {
  email: string | null;
  focused: boolean;
  /** Sent (Enter or the button) while the app's form was loading: the app's form sends it once it is there. */
  sent: boolean;
}

export function NewsletterSignup() {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const early = useRef<EarlyEntry>({ email: null, focused: false, sent: false });
  // Sent as a plain post before the app ran: the server redirected back here (#newsletter) with its answer.
  const answer = useFormAnswer('newsletter');
  const refused = answer?.outcome === 'sent' ? undefined : answer;
  // The server redirected to /#newsletter with its answer: the answer is in view once the app has the page.
  useEffect(() => {
    if (answer && window.location.hash === '#newsletter') ref.current?.scrollIntoView();
  }, [answer]);
  useEffect(() => {
    const el = ref.current;
    // Arriving from a link in newsletter mail: load the form now, it says what the link did.
    if (new URLSearchParams(window.location.search).has('newsletter')) return setNear(true);
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '800px 0px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={ref}
      id="newsletter"
      aria-labelledby="newsletter-title"
      className="scroll-mt-20 border-t border-line bg-surface"
    >
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 md:items-center md:py-14">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 sm:inline-flex">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight text-ink">
              Stay informed
            </h2>
            <p className="mt-2 text-base text-muted">
              New procedure guides, cost updates and safety tips — about twice a month. Unsubscribe any time.
            </p>
          </div>
        </div>
        <div className="min-h-[4.5rem]">
          {answer?.outcome === 'sent' ? (
            <FormAlert tone="success">
              {NEWSLETTER_MESSAGES.success.title} {NEWSLETTER_MESSAGES.success.description}{' '}
              {NEWSLETTER_MESSAGES.checkInbox}
            </FormAlert>
          ) : near ? (
            <Suspense fallback={<PlainForm answer={refused} early={early.current} loading />}>
              <NewsletterForm answer={refused} early={early.current} />
            </Suspense>
          ) : (
            <PlainForm answer={refused} early={early.current} />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The form as the server renders it, before the app's form has loaded: the same fields, sent as a plain post to
 * the page (the server subscribes through the same API route). It looks like the app's form and is replaced by it;
 * `loading`: the app's form is on its way.
 */
function PlainForm({
  answer,
  early,
  loading,
}: {
  answer?: FormAnswer;
  early: EarlyEntry;
  loading?: boolean;
}) {
  const guard = useFormGuard('newsletter');
  return (
    <form
      method="post"
      noValidate
      className="relative flex flex-col gap-3 sm:flex-row sm:items-start"
      // While the app's form loads, it takes the submission: this one hands it over rather than post itself.
      onSubmit={(e) => {
        if (!loading) return;
        e.preventDefault();
        early.sent = true;
      }}
    >
      <input type="hidden" name="formToken" value={guard.formToken} />
      <Field label="Email address" error={answer?.message} className="flex-1">
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={early.email ?? answer?.values.email}
          autoFocus={early.focused}
          onChange={(e) => {
            early.email = e.currentTarget.value;
          }}
          onFocus={() => {
            early.focused = true;
          }}
          onBlur={() => {
            early.focused = false;
          }}
        />
      </Field>
      <div
        aria-hidden="true"
        style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" size="lg" className="tracking-wide sm:mt-6.5 md:h-10">
        SIGN UP
      </Button>
    </form>
  );
}
