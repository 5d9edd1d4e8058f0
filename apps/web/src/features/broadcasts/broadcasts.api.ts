import {
  type BroadcastCreateBody,
  type BroadcastUpdateBody,
  type BroadcastWhen,
  broadcastDeleteResponseSchema,
  broadcastSchema,
  broadcastsResponseSchema,
  courseListItemSchema,
  listResponseSchema,
} from '@school/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export type BroadcastsListQuery = { adminId: number; when: BroadcastWhen; skip: number; take: number };

/** One page of a staff member's broadcasts (`GET /api/broadcasts?adminId&when`); asked once the id is known. */
export function useBroadcasts(query: BroadcastsListQuery | undefined) {
  return useQuery({
    queryKey: queryKeys.broadcasts.list(query ?? {}),
    queryFn: ({ signal }) => apiRequest('/broadcasts', { query, schema: broadcastsResponseSchema, signal }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

const courseOptionsSchema = listResponseSchema(courseListItemSchema);

/**
 * The courses a broadcast may belong to: a curator's or speaker's own (`/courses/my`), on an admin's own
 * profile every course (an admin may pick any), on someone else's profile that person's courses.
 */
export function useBroadcastCourses(
  scope: { kind: 'my' } | { kind: 'all' } | { kind: 'of'; staffId: number },
) {
  const path = scope.kind === 'my' ? '/courses/my' : '/courses';
  const query = {
    take: 100,
    orderBy: 'name:asc',
    ...(scope.kind === 'of' ? { authorId: scope.staffId } : {}),
  };
  return useQuery({
    queryKey: queryKeys.courses.list({ scope: `broadcasts-${scope.kind}`, ...query }),
    queryFn: ({ signal }) => apiRequest(path, { query, schema: courseOptionsSchema, signal }),
    select: (data) => data.items.map((course) => ({ id: course.id, name: course.name })),
    staleTime: 60_000,
  });
}

/** Every change of a broadcast refreshes every broadcasts list (both tabs of every profile). */
function useBroadcastMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.broadcasts.all }),
  });
}

export function useCreateBroadcast(adminId: number | undefined) {
  return useBroadcastMutation((body: BroadcastCreateBody) =>
    apiRequest('/broadcasts', { method: 'POST', query: { adminId }, body, schema: broadcastSchema }),
  );
}

export function useUpdateBroadcast() {
  return useBroadcastMutation(({ id, body }: { id: number; body: BroadcastUpdateBody }) =>
    apiRequest(`/broadcasts/${id}`, { method: 'PATCH', body, schema: broadcastSchema }),
  );
}

export function useDeleteBroadcast() {
  return useBroadcastMutation((id: number) =>
    apiRequest(`/broadcasts/${id}`, { method: 'DELETE', schema: broadcastDeleteResponseSchema }),
  );
}
