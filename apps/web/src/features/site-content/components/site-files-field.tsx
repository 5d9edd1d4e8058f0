import { formatFileSize, SITE_FILES_MAX, SITE_ITEM_NAME_MAX } from '@school/contracts';
import { siteContentTexts } from '@school/contracts/texts/site-content';
import { Button } from 'primereact/button';
import { AttachmentPicker } from '@/shared/files/attachment-picker';
import { TextField } from '@/shared/forms/text-field';
import { moveItem } from '@/shared/lib/move-item';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';
import { type DraftFile, emptyFile } from '../lib/content-draft';

const t = siteContentTexts.siteContent;

type SiteFilesFieldProps = {
  files: DraftFile[];
  onChange: (files: DraftFile[]) => void;
  /** Messages by `files.<row key>.<field>`. */
  errors: Record<string, string>;
  disabled?: boolean;
};

/** The page's files: rows of an uploaded attachment + the name the site shows, added, removed and moved. */
export function SiteFilesField({ files, onChange, errors, disabled }: SiteFilesFieldProps) {
  const change = (key: string, patch: Partial<DraftFile>) =>
    onChange(files.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className="app-field site-content__rows">
      <legend className="font-medium">{t.files}</legend>
      {files.length > 0 && (
        <ol className="site-content__row-list">
          {files.map((row, index) => (
            <li key={row.key} className="site-content__row" aria-label={t.fileRow(index)}>
              <div className="site-content__row-fields">
                <div className="site-content__file">
                  {row.file ? (
                    <>
                      <i className="pi pi-file" aria-hidden="true" />
                      <span className="site-content__file-name">{row.file.name}</span>
                      <small className="text-color-secondary">{formatFileSize(row.file.size)}</small>
                    </>
                  ) : (
                    <AttachmentPicker
                      label={t.attach}
                      disabled={disabled}
                      onUploaded={(stored) =>
                        change(row.key, { file: { id: stored.id, name: stored.name, size: stored.size } })
                      }
                    />
                  )}
                  {errors[`files.${row.key}.fileId`] && (
                    <small className="p-error app-field__error">{errors[`files.${row.key}.fileId`]}</small>
                  )}
                </div>
                <TextField
                  field={{
                    id: `site-file-${row.key}-name`,
                    name: 'name',
                    value: row.name,
                    error: errors[`files.${row.key}.name`],
                    onChange: (value) => change(row.key, { name: value }),
                  }}
                  label={t.fileName}
                  maxLength={SITE_ITEM_NAME_MAX}
                />
              </div>
              <div className="site-content__row-actions">
                <MoveButtons
                  index={index}
                  count={files.length}
                  name={t.fileRow(index)}
                  disabled={disabled}
                  onMove={(from, to) => onChange(moveItem(files, from, to))}
                />
                <RowAction
                  icon="pi-trash"
                  label={t.removeFile}
                  name={t.fileRow(index)}
                  size="small"
                  severity="danger"
                  disabled={disabled}
                  onClick={() => onChange(files.filter((other) => other.key !== row.key))}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {files.length < SITE_FILES_MAX && (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t.addFile}
          outlined
          className="align-self-start"
          disabled={disabled}
          onClick={() => onChange([...files, emptyFile()])}
        />
      )}
      <small className="app-field__hint">{t.filesHint}</small>
    </fieldset>
  );
}
