/** Where a lesson's attachment is downloaded: only by staff who may open the lesson (Bearer token). */
export function lessonFileUrl(lessonId: number, fileId: number): string {
  return `/api/lessons/${lessonId}/files/${fileId}`;
}
