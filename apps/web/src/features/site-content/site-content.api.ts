import {
  type SiteContent,
  type SiteContentSaveInput,
  type SiteSection,
  siteContentSchema,
} from '@school/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { apiDownload } from '@/shared/api/api-transfer';
import { queryKeys } from '@/shared/api/query-keys';
import { saveFile } from '@/shared/lib/save-file';

/** A settings page's content (`GET /api/site-content/{section}`), for its loader and the page. */
export const siteContentQuery = (section: SiteSection) =>
  queryOptions({
    queryKey: queryKeys.siteContent.list({ section }),
    queryFn: ({ signal }) => apiRequest(`/site-content/${section}`, { schema: siteContentSchema, signal }),
  });

export const useSiteContent = (section: SiteSection) => useQuery(siteContentQuery(section));

/**
 * Saves the whole content (`PUT /api/site-content/{section}`) with the version the page read, so a save over
 * another admin's changes is refused (409) rather than undoing them; the page then reloads the fresh content.
 */
export function useSaveSiteContent(section: SiteSection) {
  const queryClient = useQueryClient();
  const key = siteContentQuery(section).queryKey;
  return useMutation({
    mutationFn: (body: SiteContentSaveInput) => {
      const version = queryClient.getQueryData<SiteContent>(key)?.version;
      return apiRequest(`/site-content/${section}`, {
        method: 'PUT',
        body: { ...body, version },
        schema: siteContentSchema,
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** A page's file through the token (admin-info and earnings files are not public). */
export function useDownloadSiteFile() {
  return useMutation({
    mutationFn: async (file: { url: string; name: string }) => {
      const { blob, fileName } = await apiDownload(file.url.replace(/^\/api/, ''), file.name);
      saveFile(blob, fileName);
    },
  });
}
