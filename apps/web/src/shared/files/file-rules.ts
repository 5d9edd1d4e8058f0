import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, IMAGE_MAX_BYTES, texts } from '@school/contracts';

const allowed = new Set<string>(ATTACHMENT_EXTENSIONS);

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `accept` of an attachment picker: the spec §5 extension list. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why an attachment is refused before upload (spec §5 list, size limit), or null when it may go. */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!allowed.has(fileExtension(file.name))) return texts.files.badExtension;
  if (file.size > ATTACHMENT_MAX_BYTES) return texts.files.attachmentTooLarge;
  return null;
}

/** Why an image is refused before upload (spec §5: images only, at most 1,000,000 bytes). */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return texts.errors.imagesOnly;
  if (file.size > IMAGE_MAX_BYTES) return texts.errors.fileTooLarge;
  return null;
}
