import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { CoverThumb } from '../ui/cover-thumb';
import { ImageUpload } from './image-upload';

/** A chosen cover image: the stored file's id for the API and its URL for the preview. */
export type Cover = { id: number; url: string } | null;

type CoverFieldProps = {
  label: string;
  value: Cover;
  onChange: (cover: Cover) => void;
  /** Read-only: the preview without the choose and remove buttons. */
  readOnly?: boolean;
  disabled?: boolean;
  /** The buttons' texts when the image is not a cover (a review's photo): «Выбрать обложку» otherwise. */
  chooseLabel?: string;
  removeLabel?: string;
};

/** The cover of a course or direction: preview, upload (images only, ≤ 1 MB) and remove. */
export function CoverField({
  label,
  value,
  onChange,
  readOnly = false,
  disabled = false,
  chooseLabel = texts.files.coverChoose,
  removeLabel = texts.files.coverRemove,
}: CoverFieldProps) {
  return (
    <div className="app-field">
      <span className="font-medium">{label}</span>
      <div className="flex flex-wrap align-items-center gap-3">
        <CoverThumb url={value?.url ?? null} size="large" />
        {!readOnly && (
          <div className="flex flex-column gap-2">
            <ImageUpload
              label={chooseLabel}
              onUploaded={(file) => onChange({ id: file.id, url: file.url })}
              disabled={disabled}
            />
            {value && (
              <Button
                type="button"
                icon="pi pi-trash"
                label={removeLabel}
                severity="danger"
                text
                className="align-self-start"
                onClick={() => onChange(null)}
              />
            )}
            <small className="app-field__hint">{texts.files.coverHint}</small>
          </div>
        )}
      </div>
    </div>
  );
}
