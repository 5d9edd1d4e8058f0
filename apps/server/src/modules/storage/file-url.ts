/** The stable public URL of a stored file: id plus its original name. */
export function fileUrl(id: number, originalName: string): string {
  return `/api/storage/${id}/${encodeURIComponent(originalName)}`;
}
