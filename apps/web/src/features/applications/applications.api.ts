import {
  type ApplicationUpdateBody,
  applicationCardSchema,
  applicationsListResponseSchema,
  listResponseSchema,
  staffSchema,
} from '@school/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ApplicationsQuery } from './lib/applications-url';

/** `GET /api/applications`: one page of a queue (its `kind`), or of every queue without one. */
export function useApplications(query: ApplicationsQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.applications.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/applications', { query, schema: applicationsListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /api/applications/{id}`: the card with its history. */
export function useApplication(id: number) {
  return useQuery({
    queryKey: queryKeys.applications.detail(id),
    queryFn: ({ signal }) => apiRequest(`/applications/${id}`, { schema: applicationCardSchema, signal }),
  });
}

/**
 * `PATCH /api/applications/{id}`: a status, an assignee or a comment. The card takes the answer at once;
 * every list, count and card of applications refetches (they all start with `['applications']`).
 */
export function useUpdateApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationUpdateBody) =>
      apiRequest(`/applications/${id}`, { method: 'PATCH', body, schema: applicationCardSchema }),
    onSuccess: (card) => {
      queryClient.setQueryData(queryKeys.applications.detail(id), card);
      return queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    },
  });
}

const ASSIGNEES_QUERY = { take: 100, orderBy: 'lastName:asc', of: 'assignees' } as const;

/** Everyone who may take an application (`/api/admins`, by last name): the assignee filter and picker. */
export function useAssigneeOptions() {
  const { of: _of, ...query } = ASSIGNEES_QUERY;
  return useQuery({
    queryKey: queryKeys.staff.list(ASSIGNEES_QUERY),
    queryFn: ({ signal }) =>
      apiRequest('/admins', { query, schema: listResponseSchema(staffSchema), signal }),
    select: (answer) => answer.items,
    staleTime: 60_000,
  });
}
