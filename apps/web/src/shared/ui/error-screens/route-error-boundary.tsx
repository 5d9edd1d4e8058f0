import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { notifyError } from '@/shared/api/notify-error';
import { isChunkLoadError } from '@/shared/lib/lazy-page';
import { GenericErrorScreen } from './generic-error-screen';
import { LoadFailureScreen } from './load-failure-screen';
import { NotFoundScreen } from './not-found-screen';

type RouteErrorBoundaryProps = {
  /** The screen for a failed loader or page; the generic one by default (course, lesson, admin-profile…). */
  screen?: ReactNode;
};

/**
 * The `errorElement` of routes (spec §8): a chunk that did not load gets the load-failure screen; any other
 * failure an error toast (server message or 'Что-то пошло не так!') and the route's error screen.
 */
export function RouteErrorBoundary({ screen }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const chunkFailed = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!chunkFailed && !notFound) notifyError(error);
  }, [error, chunkFailed, notFound]);

  if (chunkFailed) return <LoadFailureScreen />;
  if (notFound) return <NotFoundScreen />;
  return screen ?? <GenericErrorScreen onRetry={() => void revalidator.revalidate()} />;
}
