import { PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ProviderProfileResponse, ProviderReviewsQuery } from '@shared/schemas/provider';
import type { ReviewDto } from '@shared/schemas/reviews';
import { Button } from '@client/components/ui/button';
import { useSession } from '@client/lib/session';
import { useProviderReviews } from '../provider/provider-api';
import { ReviewCard } from './review-card';
import { ReviewFilters } from './review-filters';
import { ReviewSummary } from './review-summary';
import { ProviderReportedCosts } from './provider-reported-costs';

// Dialogs load when first opened: the review form's validation (zod, react-hook-form) and the dialog library stay
// out of the provider page's first download.
const ReviewFormDialog = lazy(() =>
  import('./review-form-dialog').then((m) => ({ default: m.ReviewFormDialog })),
);
const DeleteReviewDialog = lazy(() =>
  import('./delete-review-dialog').then((m) => ({ default: m.DeleteReviewDialog })),
);
const SignInPrompt = lazy(() =>
  import('@client/components/sign-in-prompt').then((m) => ({ default: m.SignInPrompt })),
);

const DEFAULT_QUERY: ProviderReviewsQuery = { page: 1, sort: 'recent', procedure: undefined };

export function ReviewsSection({ data }: { data: ProviderProfileResponse }) {
  const { provider, procedures, reviewSummary, myReviews } = data;
  const { isSignedIn, isVerified } = useSession();
  const [query, setQuery] = useState<ProviderReviewsQuery>(DEFAULT_QUERY);
  const isDefault = query.page === 1 && query.sort === 'recent' && !query.procedure;
  const fetched = useProviderReviews(provider.id, query, !isDefault);
  const page = isDefault ? data.reviews : fetched.data;
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<ReviewDto | null>(null);
  const [deleting, setDeleting] = useState<ReviewDto | null>(null);
  const [prompt, setPrompt] = useState(false);
  const hiddenMine = myReviews.filter((r) => r.hidden);
  // One review per account and provider: someone who already wrote theirs edits it (newest first).
  const mine = myReviews[0] ?? null;
  // Each dialog is mounted from its first opening on, so closing it is the dialog's own (focus back to the button).
  const [opened, setOpened] = useState<{ form?: boolean; delete?: boolean; prompt?: boolean }>({});
  const shown = { form: writing || editing !== null, delete: deleting !== null, prompt };
  if ((shown.form && !opened.form) || (shown.delete && !opened.delete) || (shown.prompt && !opened.prompt)) {
    setOpened({
      form: opened.form || shown.form,
      delete: opened.delete || shown.delete,
      prompt: opened.prompt || shown.prompt,
    });
  }

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
          Patient reviews
        </h2>
        <Button
          variant="outline"
          disabled={isSignedIn && !isVerified}
          onClick={() => (!isSignedIn ? setPrompt(true) : mine ? setEditing(mine) : setWriting(true))}
        >
          <PenLine aria-hidden="true" />
          {mine ? 'Edit your review' : 'Write a review'}
        </Button>
      </div>
      {isSignedIn && !isVerified && (
        <p className="mt-2 text-sm text-muted">Verify your email to write a review.</p>
      )}
      <p className="mt-2 text-sm text-muted">
        Every review says how its author was checked. We never remove a review for being negative; moderators
        hide only reviews that break our guidelines, and hidden reviews leave the average.
      </p>
      {reviewSummary.count > 0 ? (
        <div className="mt-6">
          <ReviewSummary summary={reviewSummary} />
          <ProviderReportedCosts items={data.reportedCosts} />
        </div>
      ) : (
        <p className="mt-6 rounded-xl bg-surface p-4 text-muted">
          No reviews yet. Had a treatment here? Be the first to share how it went.
        </p>
      )}
      {hiddenMine.map((r) => (
        <ReviewCard key={r.id} review={r} onEdit={setEditing} onDelete={setDeleting} />
      ))}
      {reviewSummary.count > 0 && (
        <div className="mt-6 border-t border-line pt-5">
          <ReviewFilters query={query} procedures={procedures} onChange={setQuery} />
          <div aria-live="polite" aria-busy={fetched.isFetching} className="divide-y divide-line">
            {page?.reviews.map((r) => (
              <ReviewCard key={r.id} review={r} onEdit={setEditing} onDelete={setDeleting} />
            ))}
            {page && page.reviews.length === 0 && (
              <p className="py-6 text-muted">No reviews match this filter yet.</p>
            )}
          </div>
          {page && page.totalPages > 1 && (
            <nav
              aria-label="Review pages"
              className="flex items-center justify-between gap-3 border-t border-line pt-4"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={page.page <= 1}
                onClick={() => setQuery({ ...query, page: query.page - 1 })}
              >
                Previous
              </Button>
              <span className="text-sm text-muted">
                Page {page.page} of {page.totalPages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page.page >= page.totalPages}
                onClick={() => setQuery({ ...query, page: query.page + 1 })}
              >
                Next
              </Button>
            </nav>
          )}
        </div>
      )}
      <Suspense>
        {opened.form && (
          <ReviewFormDialog
            open={writing || editing !== null}
            onOpenChange={(open) => {
              if (!open) {
                setWriting(false);
                setEditing(null);
              }
            }}
            providerId={provider.id}
            providerName={provider.displayName}
            procedures={procedures}
            review={editing}
          />
        )}
        {opened.delete && <DeleteReviewDialog review={deleting} onClose={() => setDeleting(null)} />}
        {opened.prompt && (
          <SignInPrompt
            open={prompt}
            onOpenChange={setPrompt}
            title="Sign in to write a review"
            text="Reviews come from signed-in patients with a verified email, so readers can trust them."
          />
        )}
      </Suspense>
    </section>
  );
}
