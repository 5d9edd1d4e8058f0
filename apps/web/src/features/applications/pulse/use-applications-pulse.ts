import {
  APPLICATION_KINDS,
  APPLICATION_PULSE_INTERVAL_MS,
  type ApplicationPulse,
  applicationPulseSchema,
} from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { APPLICATION_KIND_PATHS } from '@/shared/lib/section-paths';

const pulseKey = queryKeys.applications.pulse();

/**
 * The shell's one poll: `GET /api/applications/pulse` every APPLICATION_PULSE_INTERVAL_MS while the tab is
 * visible (not in the background). When its `version` changes, every open applications view refetches
 * (queues, kanban, cards, profile tabs, and the services' application counts): a new application from the
 * site shows up without a reload. When its `activity` changes (a payment, a sign-up, a staff action, a
 * question), «Главная» refetches. Mount it once (the layout, every role: a curator's answer counts their
 * own); the answer's overdue counts feed the menu badges.
 */
export function useApplicationsPulse(): ApplicationPulse | undefined {
  const queryClient = useQueryClient();
  const pulse = useQuery({
    queryKey: pulseKey,
    queryFn: ({ signal }) => apiRequest('/applications/pulse', { schema: applicationPulseSchema, signal }),
    refetchInterval: APPLICATION_PULSE_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    // A missed beat is not worth a toast every five seconds; the next one tries again.
    meta: { silentError: true },
  });
  const version = pulse.data?.version;
  const activity = pulse.data?.activity;
  const seen = useRef<string | undefined>(undefined);
  const seenActivity = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && seen.current !== version) {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.applications.all,
        predicate: (query) => query.queryKey[1] !== pulseKey[1],
      });
      // A service's card counts its applications: a new one from the site shows there too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.services.all });
      // «Главная» counts the queues and lists the newest applications.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    }
    seen.current = version;
  }, [version, queryClient]);

  useEffect(() => {
    if (activity === undefined) return;
    if (seenActivity.current !== undefined && seenActivity.current !== activity) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    }
    seenActivity.current = activity;
  }, [activity, queryClient]);

  return pulse.data;
}

/** The menu badges: each queue's path → its overdue applications (only the queues that have some). */
export function overdueBadges(pulse: ApplicationPulse | undefined): Record<string, number> {
  const badges: Record<string, number> = {};
  for (const kind of APPLICATION_KINDS) {
    const count = pulse?.overdue[kind] ?? 0;
    if (count > 0) badges[APPLICATION_KIND_PATHS[kind]] = count;
  }
  return badges;
}
