import { formatFileSize, REVIEW_FILES_MAX, type ReviewFile } from '@school/contracts';
import { reviewsTexts } from '@school/contracts/texts/reviews';
import { AttachmentPicker } from '@/shared/files/attachment-picker';
import { RowAction } from '@/shared/ui/row-action';

const t = reviewsTexts.reviews;

/** A review's file as the editor keeps it: enough to list it (the URL only once saved). */
export type DraftFile = Pick<ReviewFile, 'id' | 'name' | 'size'>;

type ReviewFilesFieldProps = {
  files: DraftFile[];
  onChange: (files: DraftFile[]) => void;
  disabled?: boolean;
};

/** The files of a review in the editor: the list with «Убрать файл», and the upload (spec §5 types). */
export function ReviewFilesField({ files, onChange, disabled }: ReviewFilesFieldProps) {
  return (
    <fieldset className="app-field reviews__files-field">
      <legend className="font-medium">{t.files}</legend>
      {files.length > 0 && (
        <ul className="reviews__files">
          {files.map((file) => (
            <li key={file.id}>
              <i className="pi pi-file" aria-hidden="true" />
              <span className="reviews__file-name">{file.name}</span>
              <small className="text-color-secondary">{formatFileSize(file.size)}</small>
              <RowAction
                icon="pi-times"
                label={t.removeFile}
                name={file.name}
                size="small"
                severity="danger"
                disabled={disabled}
                onClick={() => onChange(files.filter((other) => other.id !== file.id))}
              />
            </li>
          ))}
        </ul>
      )}
      {files.length < REVIEW_FILES_MAX && (
        <AttachmentPicker
          label={t.attach}
          disabled={disabled}
          onUploaded={(stored) =>
            onChange([...files, { id: stored.id, name: stored.name, size: stored.size }])
          }
        />
      )}
      <small className="app-field__hint">{t.filesHint}</small>
    </fieldset>
  );
}
