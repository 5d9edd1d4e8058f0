import {
  type ServiceCreateBody,
  type ServiceUpdateBody,
  serviceDeleteResponseSchema,
  serviceSchema,
  servicesResponseSchema,
} from '@school/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** A staff member's services, newest first (`GET /api/services?adminId`); asked once the id is known. */
export function useServices(adminId: number | undefined) {
  const query = { adminId };
  return useQuery({
    queryKey: queryKeys.services.list(query),
    queryFn: ({ signal }) => apiRequest('/services', { query, schema: servicesResponseSchema, signal }),
    enabled: adminId !== undefined,
  });
}

/** Every change of a service refreshes every services list (the profile tab, the queues' pickers). */
function useServiceMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.services.all }),
  });
}

export function useCreateService(adminId: number | undefined) {
  return useServiceMutation((body: ServiceCreateBody) =>
    apiRequest('/services', { method: 'POST', query: { adminId }, body, schema: serviceSchema }),
  );
}

export function useUpdateService() {
  return useServiceMutation(({ id, body }: { id: number; body: ServiceUpdateBody }) =>
    apiRequest(`/services/${id}`, { method: 'PATCH', body, schema: serviceSchema }),
  );
}

/** `deleted`, or `deactivated` when the service has applications (it stays, hidden, for them). */
export function useDeleteService() {
  return useServiceMutation((id: number) =>
    apiRequest(`/services/${id}`, { method: 'DELETE', schema: serviceDeleteResponseSchema }),
  );
}
