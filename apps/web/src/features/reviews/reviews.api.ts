import {
  type ReviewFile,
  type ReviewInput,
  type ReviewsResponse,
  reviewsResponseSchema,
  reviewsSaveResponseSchema,
} from '@school/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { apiDownload } from '@/shared/api/api-transfer';
import { queryKeys } from '@/shared/api/query-keys';
import { saveFile } from '@/shared/lib/save-file';

const listKey = queryKeys.reviews.list({});

/** Every review in the site's order, hidden ones included (`GET /api/info/reviews`). */
export function useReviews() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => apiRequest('/info/reviews', { schema: reviewsResponseSchema, signal }),
  });
}

/**
 * Saves the whole ordered list (`PATCH /api/info/reviews`) with the version the page read, so a save over
 * another admin's changes is refused (409) rather than undoing them; the page then shows the fresh list. A save
 * that deleted a review answers its «Отменить» offer (`undo`).
 */
export function useSaveReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ReviewInput[]) => {
      const version = queryClient.getQueryData<ReviewsResponse>(listKey)?.version;
      return apiRequest('/info/reviews', {
        method: 'PATCH',
        body: { items, version },
        schema: reviewsSaveResponseSchema,
      });
    },
    onSuccess: ({ undo: _offer, ...saved }) => queryClient.setQueryData(listKey, saved),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
      }
    },
  });
}

/** A review's file through the token (hidden reviews' files are not public). */
export function useDownloadReviewFile(reviewId: number) {
  return useMutation({
    mutationFn: async (file: ReviewFile) => {
      const { blob, fileName } = await apiDownload(`/info/reviews/${reviewId}/files/${file.id}`, file.name);
      saveFile(blob, fileName);
    },
  });
}

/** After «Отменить»: the list as the server has it again. */
export function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
}
