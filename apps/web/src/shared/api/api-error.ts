import { apiErrorBodySchema } from '@school/contracts';

export type FieldError = { path: string; message: string };

/** The one error type of the web app: any non-2xx answer (or no answer at all, status 0) becomes this. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** A 429's Retry-After, in seconds. */
    readonly retryAfterSeconds?: number,
    /** The server's id of the request (error body `requestId`, else `X-Request-Id`), for support. */
    readonly requestId?: string,
  ) {
    super(message);
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    const parsed = apiErrorBodySchema.safeParse(body);
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
    const headerId = response.headers.get('x-request-id') || undefined;
    if (parsed.success) {
      return new ApiError(
        response.status,
        parsed.data.message,
        parsed.data.errors ?? [],
        retryAfterSeconds,
        parsed.data.requestId || headerId,
      );
    }
    return new ApiError(
      response.status,
      response.statusText || `HTTP ${response.status}`,
      [],
      retryAfterSeconds,
      headerId,
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
