import {
  type ContentSection,
  type FaqCreateBody,
  type FaqResponse,
  type FaqUpdateBody,
  faqDeleteResponseSchema,
  faqItemSchema,
  faqResponseSchema,
  type TagCreateBody,
  tagSchema,
  tagsResponseSchema,
} from '@school/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** A content section's FAQ in its order (`GET /api/faq/{section}`). */
export const faqQuery = (section: ContentSection) =>
  queryOptions({
    queryKey: queryKeys.faq.list({ section }),
    queryFn: ({ signal }) => apiRequest(`/faq/${section}`, { schema: faqResponseSchema, signal }),
  });

/** A content section's tags (`GET /api/tags/{type}`). */
export const tagsQuery = (section: ContentSection) =>
  queryOptions({
    queryKey: queryKeys.tags.list({ section }),
    queryFn: ({ signal }) => apiRequest(`/tags/${section}`, { schema: tagsResponseSchema, signal }),
  });

/**
 * `POST /api/tags/{type}`: the tag box shows a failure under its input (the server's message), so no
 * toast; the section's tags are asked again, the FAQ's tag pickers read the same list.
 */
export function useCreateTag(section: ContentSection) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (body: TagCreateBody) =>
      apiRequest(`/tags/${section}`, { method: 'POST', body, schema: tagSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQuery(section).queryKey }),
  });
}

/** Every FAQ change asks for the section's list again, so the numbers and order match the server's. */
function useFaqMutation<V, R>(
  section: ContentSection,
  mutationFn: (variables: V) => Promise<R>,
  silent = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: silent },
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqQuery(section).queryKey }),
  });
}

/** `POST /api/faq/{section}`: the new question goes last; the add row shows a failure itself. */
export function useCreateFaqItem(section: ContentSection) {
  return useFaqMutation(
    section,
    (body: FaqCreateBody) => apiRequest(`/faq/${section}`, { method: 'POST', body, schema: faqItemSchema }),
    true,
  );
}

/** `PATCH /api/faq/{section}/{id}`: the item's editor shows a failure under the field, keeping the text. */
export function useUpdateFaqItem(section: ContentSection) {
  return useFaqMutation(
    section,
    ({ id, body }: { id: number; body: FaqUpdateBody }) =>
      apiRequest(`/faq/${section}/${id}`, { method: 'PATCH', body, schema: faqItemSchema }),
    true,
  );
}

export function useDeleteFaqItem(section: ContentSection) {
  return useFaqMutation(section, (id: number) =>
    apiRequest(`/faq/${section}/${id}`, { method: 'DELETE', schema: faqDeleteResponseSchema }),
  );
}

/**
 * `PUT /api/faq/{section}/order`: the list moves at once (so the focused arrow stays on its item) and the
 * server's answer replaces it; a failure is toasted and the refetch puts the old order back.
 */
export function useReorderFaq(section: ContentSection) {
  const queryClient = useQueryClient();
  const { queryKey } = faqQuery(section);
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest(`/faq/${section}/order`, { method: 'PUT', body: { ids }, schema: faqResponseSchema }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<FaqResponse>(queryKey, (old) => {
        if (!old) return old;
        const byId = new Map(old.items.map((item) => [item.id, item]));
        const items = ids.flatMap((id, position) => {
          const item = byId.get(id);
          return item ? [{ ...item, position }] : [];
        });
        return { items };
      });
    },
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
