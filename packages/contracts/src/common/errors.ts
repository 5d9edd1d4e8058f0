import { z } from 'zod';

/** The one error body of the API (conventions "API"). */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The request's id (also the `X-Request-Id` header and `reqId` in the server log), for support. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Server messages the web app maps to Russian (spec §8); the server sends them verbatim. */
export const SERVER_MESSAGES = {
  emailMustBeEmail: 'email must be an email',
  userExists: 'A user with this email already exists',
  invalidPassword: 'Invalid password',
  userNotFound: 'User not found',
  // Storage refusals (POST /api/storage); the web checks the same rules first, these are the last word.
  fileRequired: 'File is required',
  fileEmpty: 'File is empty',
  fileNotImage: 'File is not an image',
  fileTypeNotAllowed: 'File type is not allowed',
  fileTooLarge: 'File too large',
  fileContentMismatch: 'File content does not match its extension',
  uploadIncomplete: 'Upload is incomplete',
  // 503 of uploads and downloads while the S3 bucket does not answer; Russian already, as operators see it too.
  storageUnavailable: 'Хранилище файлов временно недоступно, попробуйте позже',
  // A student search with no word of 3 characters (STUDENT_SEARCH_MIN_LENGTH, student-search.ts).
  searchTooShort: 'search must be at least 3 characters',
  // A NUL or half an emoji pair anywhere in a body, query or path (common/text.ts).
  invalidCharacters: 'must not contain NUL or invalid characters',
  // Background tasks (GET /api/tasks/{id}, …/file): Russian already, as the page shows them as they are.
  taskNotFound: 'Задача не найдена',
  taskFileMissing: 'Файл задачи не найден: он ещё не готов или уже удалён',
} as const;
