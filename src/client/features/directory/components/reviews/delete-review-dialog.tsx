import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { notify } from '@client/components/ui/toaster';
import type { ReviewDto } from '@shared/schemas/reviews';
import { useDeleteReview } from '../../api/reviews';

export function DeleteReviewDialog({ review, onClose }: { review: ReviewDto | null; onClose: () => void }) {
  const remove = useDeleteReview();
  const confirm = () => {
    if (!review) return;
    remove.mutate(review.id, {
      onSuccess: () => {
        notify.success('Review deleted');
        onClose();
      },
      onError: (error) => notify.error('Could not delete the review', error.message),
    });
  };
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your review?</DialogTitle>
          <DialogDescription>
            &ldquo;{review?.title}&rdquo; will be removed and the provider&apos;s rating recalculated. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={confirm}>
            Delete review
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
