import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppToast } from '../toast/app-toast';
import { toastStore } from '../toast/toast-store';
import { ApiError } from './api-error';
import { errorRequestId } from './error-text';
import { notifyError } from './notify-error';

beforeEach(() => toastStore.set([]));

const answer = (status: number, body: object | string, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('the request id of an error', () => {
  it('is kept on the ApiError from the error body, else from the X-Request-Id header', async () => {
    const fromBody = await ApiError.fromResponse(
      answer(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom', requestId: 'req-7' }),
    );
    expect(fromBody.requestId).toBe('req-7');
    const fromHeader = await ApiError.fromResponse(
      answer(502, '<html>Bad gateway</html>', { 'x-request-id': 'lb-9' }),
    );
    expect(fromHeader.requestId).toBe('lb-9');
    expect((await ApiError.fromResponse(answer(503, 'down'))).requestId).toBeUndefined();
  });

  it('goes into the toast of a server error only, not of a 4xx answer nor of a network failure', () => {
    expect(errorRequestId(new ApiError(500, 'Internal Server Error', [], undefined, 'req-1'))).toBe('req-1');
    expect(errorRequestId(new ApiError(503, 'Database unavailable', [], undefined, 'req-2'))).toBe('req-2');
    const invalid = new ApiError(
      400,
      'Bad Request',
      [{ path: 'email', message: 'email must be an email' }],
      undefined,
      'req-3',
    );
    expect(errorRequestId(invalid)).toBeUndefined();
    expect(errorRequestId(new ApiError(409, 'conflict', [], undefined, 'req-4'))).toBeUndefined();
    expect(errorRequestId(new ApiError(0, 'Failed to fetch'))).toBeUndefined();
    expect(errorRequestId(new Error('boom'))).toBeUndefined();

    notifyError(new ApiError(500, 'Internal Server Error', [], undefined, 'req-5'));
    notifyError(invalid);
    expect(toastStore.get().map(({ detail, requestId }) => ({ detail, requestId }))).toEqual([
      { detail: 'Что-то пошло не так!', requestId: 'req-5' },
      { detail: expect.any(String), requestId: undefined },
    ]);
  });

  it('is shown small and selectable under the toast text («Код запроса: …»)', async () => {
    render(<AppToast />);
    act(() => notifyError(new ApiError(500, 'Internal Server Error', [], undefined, 'a1b2-c3')));
    const id = await screen.findByText('a1b2-c3');
    expect(id.classList.contains('app-toast-request-id__value')).toBe(true);
    expect(id.closest('small')?.textContent).toBe('Код запроса: a1b2-c3');
    expect(screen.getByText('Что-то пошло не так!')).toBeTruthy();
  });
});
