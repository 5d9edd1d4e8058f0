import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';
import { jsonResponse } from '@/test/render';
import { overdueBadges, useApplicationsPulse } from './use-applications-pulse';

afterEach(() => vi.restoreAllMocks());

describe('useApplicationsPulse', { timeout: 20_000 }, () => {
  it('a new version refetches every applications view and the services (their application counts), not other domains; the same version does not', async () => {
    let version = 'v1';
    const activity = 'a1';
    const pulses: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      pulses.push(url.pathname);
      return jsonResponse({ version, activity, overdue: { service: 0, training: 2, marketplace: 0 } });
    });
    const client = createQueryClient();
    const board = queryKeys.applications.board({ kind: 'training', status: 'new' });
    const card = queryKeys.applications.detail(7);
    const students = queryKeys.students.list({ skip: 0 });
    const services = queryKeys.services.list({ adminId: 3 });
    for (const key of [board, card, students, services]) client.setQueryData(key, 'cached');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useApplicationsPulse(), { wrapper });
    await waitFor(() => expect(result.current?.version).toBe('v1'));
    expect(pulses).toEqual(['/api/applications/pulse']);

    await client.refetchQueries({ queryKey: queryKeys.applications.pulse() });
    expect(client.getQueryState(board)?.isInvalidated).toBe(false);
    expect(client.getQueryState(services)?.isInvalidated).toBe(false);

    version = 'v2';
    await client.refetchQueries({ queryKey: queryKeys.applications.pulse() });
    await waitFor(() => expect(client.getQueryState(board)?.isInvalidated).toBe(true));
    expect(client.getQueryState(card)?.isInvalidated).toBe(true);
    expect(client.getQueryState(services)?.isInvalidated).toBe(true);
    expect(client.getQueryState(students)?.isInvalidated).toBe(false);
  });

  it('a new activity (a payment, a sign-up, a staff action) refetches «Главная» and nothing else', async () => {
    let activity = 'a1';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ version: 'v1', activity, overdue: { service: 0, training: 0, marketplace: 0 } }),
    );
    const client = createQueryClient();
    const dashboard = queryKeys.dashboard.board({ staleHours: 24 });
    const board = queryKeys.applications.board({ kind: 'training', status: 'new' });
    for (const key of [dashboard, board]) client.setQueryData(key, 'cached');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useApplicationsPulse(), { wrapper });
    await waitFor(() => expect(result.current?.activity).toBe('a1'));
    activity = 'a2';
    await client.refetchQueries({ queryKey: queryKeys.applications.pulse() });
    await waitFor(() => expect(client.getQueryState(dashboard)?.isInvalidated).toBe(true));
    expect(client.getQueryState(board)?.isInvalidated).toBe(false);
  });
});

describe('overdueBadges', () => {
  it('each queue with overdue applications gets its count on its menu path', () => {
    expect(
      overdueBadges({ version: 'x', activity: 'y', overdue: { service: 3, training: 0, marketplace: 12 } }),
    ).toEqual({
      '/applications': 3,
      '/applications-marketplace': 12,
    });
    expect(overdueBadges(undefined)).toEqual({});
  });
});
