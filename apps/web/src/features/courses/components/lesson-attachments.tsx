import { formatFileSize, type Lesson, type LessonFile, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Button } from 'primereact/button';
import { AttachmentPicker } from '@/shared/files/attachment-picker';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { RowAction } from '@/shared/ui/row-action';
import { useDownloadLessonFile, useDownloadLessonZip, useUpdateLesson } from '../lessons.api';

/** The lesson's files: upload with progress (spec §5 types only), delete, and all of them as one zip. */
export function LessonAttachments({ lesson }: { lesson: Lesson }) {
  const update = useUpdateLesson(lesson.id);
  const zip = useDownloadLessonZip(lesson);
  const download = useDownloadLessonFile(lesson.id);
  const t = coursesTexts.lesson;
  const ids = lesson.files.map((file) => file.id);

  const attach = ({ id: fileId }: { id: number }) =>
    update.mutateAsync({ fileIds: [...ids, fileId] }).then(() => showSuccess(texts.notices.fileAttached));

  const remove = (file: LessonFile) =>
    confirmAction({
      message: t.deleteFileConfirm(file.name),
      onAccept: () =>
        update.mutate(
          { fileIds: ids.filter((id) => id !== file.id) },
          { onSuccess: () => showSuccess(texts.notices.fileDeleted) },
        ),
    });

  return (
    <section className="card" aria-labelledby="lesson-files-title">
      <div className="flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h2 id="lesson-files-title" className="app-card-title">
            {t.filesTitle}
          </h2>
          <p className="app-card-hint">{t.filesHint}</p>
        </div>
        {lesson.files.length > 0 && (
          <Button
            icon="pi pi-download"
            label={t.downloadAll}
            outlined
            loading={zip.isPending}
            onClick={() => zip.mutate()}
          />
        )}
      </div>
      {lesson.files.length === 0 ? (
        <p className="text-color-secondary mt-0">{t.filesEmpty}</p>
      ) : (
        <ul className="app-files">
          {lesson.files.map((file) => (
            <li key={file.id}>
              <i className="pi pi-file" aria-hidden="true" />
              <Button
                link
                label={file.name}
                className="app-files__name"
                loading={download.isPending && download.variables?.id === file.id}
                onClick={() => download.mutate(file)}
              />
              <small className="text-color-secondary">{formatFileSize(file.size)}</small>
              {lesson.canEdit && (
                <RowAction
                  icon="pi-trash"
                  label={t.deleteFile}
                  name={file.name}
                  size="small"
                  severity="danger"
                  disabled={update.isPending}
                  onClick={() => remove(file)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {lesson.canEdit && (
        <AttachmentPicker label={t.attach} onUploaded={attach} disabled={update.isPending} />
      )}
    </section>
  );
}
