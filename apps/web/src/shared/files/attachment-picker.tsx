import { type StoredFile, texts } from '@school/contracts';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { ProgressBar } from 'primereact/progressbar';
import { useRef } from 'react';
import { showError } from '../toast/toast-store';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './file-rules';
import { useUploadFile } from './use-upload-file';

type AttachmentPickerProps = {
  /** The choose button's text, e.g. «Прикрепить файл». */
  label: string;
  /** Gets the stored file; a rejection is toasted by the query client already. */
  onUploaded: (file: StoredFile) => Promise<unknown> | unknown;
  disabled?: boolean;
};

/** An attachment's upload: the spec §5 extensions only, checked here before the bytes go; a progress bar. */
export function AttachmentPicker({ label, onUploaded, disabled }: AttachmentPickerProps) {
  const ref = useRef<FileUpload>(null);
  const upload = useUploadFile('attachment');

  const onUpload = async (event: FileUploadHandlerEvent) => {
    const file = event.files[0];
    ref.current?.clear();
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) {
      showError(problem);
      return;
    }
    try {
      const stored = await upload.mutateAsync(file);
      await onUploaded(stored);
    } catch {
      // The query client has shown the reason as a toast.
    }
  };

  return (
    <div className="flex flex-column gap-2 mt-3">
      <FileUpload
        ref={ref}
        mode="basic"
        name="file"
        accept={ATTACHMENT_ACCEPT}
        auto
        customUpload
        uploadHandler={onUpload}
        chooseLabel={label}
        chooseOptions={{ icon: 'pi pi-paperclip', className: 'p-button-outlined' }}
        disabled={disabled || upload.isPending}
      />
      {upload.isPending && (
        <ProgressBar
          value={upload.progress}
          aria-label={texts.files.uploading}
          className="app-upload-progress"
        />
      )}
    </div>
  );
}
