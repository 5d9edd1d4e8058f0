import { type ApplicationSettings, applicationSettingsSchema, texts } from '@school/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { showSuccess } from '@/shared/toast/toast-store';

/** `GET /api/applications/settings`: the response target and the working week. */
export function useResponseTarget(enabled = true) {
  return useQuery({
    queryKey: queryKeys.applications.settings(),
    queryFn: ({ signal }) =>
      apiRequest('/applications/settings', { schema: applicationSettingsSchema, signal }),
    enabled,
  });
}

/**
 * `PUT /api/applications/settings` (admins). The waiting applications get new deadlines, so every
 * applications view refetches (overdue marks, counts, badges).
 */
export function useSaveResponseTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ApplicationSettings) =>
      apiRequest('/applications/settings', {
        method: 'PUT',
        body: settings,
        schema: applicationSettingsSchema,
      }),
    onSuccess: async () => {
      showSuccess(texts.applications.responseTarget.saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    },
  });
}
