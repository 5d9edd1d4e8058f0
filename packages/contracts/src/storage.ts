import { z } from 'zod';

export const FILE_KINDS = ['image', 'attachment'] as const;
export const fileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof fileKindSchema>;

/** `POST /api/storage?kind=image|attachment` (multipart field `file`). Default kind: image. */
export const storageQuerySchema = z.object({ kind: fileKindSchema.default('image') });

export const storedFileSchema = z.object({
  id: z.number().int(),
  /** Stable public URL, e.g. `/api/storage/42/photo.png`. */
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  kind: fileKindSchema,
});
export type StoredFile = z.infer<typeof storedFileSchema>;
