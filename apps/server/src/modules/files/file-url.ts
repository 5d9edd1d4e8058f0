/** What a file URL is made of; repositories select these two columns with the file. */
export type FileUrlParts = { urlKey: string; originalName: string };

/**
 * The URL of a stored file: its random key (ids are sequential and could be walked) plus its name, so a
 * download is saved under the right name. Images are public there; attachments only to their uploader.
 */
export function fileUrl(file: FileUrlParts): string {
  return `/api/storage/${file.urlKey}/${encodeURIComponent(file.originalName)}`;
}
