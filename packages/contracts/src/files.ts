import { z } from 'zod';

export const FILE_KINDS = ['image', 'attachment'] as const;
export const fileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof fileKindSchema>;

/** `POST /api/storage?kind=image|attachment` (multipart field `file`). Default kind: image. */
export const fileUploadQuerySchema = z.object({ kind: fileKindSchema.default('image') });

/**
 * The longest file name kept, in UTF-16 units: a stored name is also the last segment of the file's URL,
 * and the router refuses longer segments. Longer names are shortened at upload, keeping the extension.
 */
export const FILE_NAME_MAX = 100;

export const storedFileSchema = z.object({
  id: z.number().int(),
  /**
   * `/api/storage/{random key}/{name}`: public for an image; for an attachment, only its uploader may fetch it
   * (with the token) — once linked, lessons serve it at `/api/lessons/{id}/files/{fileId}`.
   */
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  kind: fileKindSchema,
});
export type StoredFile = z.infer<typeof storedFileSchema>;
