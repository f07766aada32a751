import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, UpdateReviewInput } from '@shared/schemas/reviews';
import { ApiError, api } from '@client/lib/api-client';

/** The provider profile (summary, lists, own reviews) and the dashboard show reviews. */
function useInvalidateReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['provider'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useCreateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => api.post('/reviews', { json: input }),
    onSuccess: invalidate,
    // Written meanwhile (another tab or device): reload so the page offers to edit that review instead.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'duplicate_review') void invalidate();
    },
  });
}

export function useUpdateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateReviewInput }) =>
      api.patch('/reviews/:id', { param: { id }, json: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (id: string) => api.delete('/reviews/:id', { param: { id } }),
    onSuccess: invalidate,
  });
}
