import { Mail } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The form (and the validation library it shares with the server) loads as the section nears the viewport,
// keeping it out of the home page's first download.
const NewsletterForm = lazy(() => import('./newsletter-form'));

export function NewsletterSignup() {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
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
    <section ref={ref} aria-labelledby="newsletter-title" className="border-t border-line bg-surface">
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
          {near && (
            <Suspense fallback={<FormPlaceholder />}>
              <NewsletterForm />
            </Suspense>
          )}
          {!near && <FormPlaceholder />}
        </div>
      </div>
    </section>
  );
}

function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <span className="text-sm font-medium text-ink">Email address</span>
        <span className="h-11 rounded-lg border border-line bg-white md:h-10" />
      </div>
      <span className="h-12 w-28 rounded-lg bg-brand-600/60 md:h-10" />
    </div>
  );
}
