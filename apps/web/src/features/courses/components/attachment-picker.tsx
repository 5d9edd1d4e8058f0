import { texts } from '@school/contracts';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { ProgressBar } from 'primereact/progressbar';
import { useRef } from 'react';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '@/shared/files/file-rules';
import { useUploadFile } from '@/shared/files/use-upload-file';
import { showError } from '@/shared/toast/toast-store';

type AttachmentPickerProps = { onUploaded: (fileId: number) => Promise<unknown>; disabled?: boolean };

/** «Прикрепить файл»: the spec §5 extensions only, checked here before the bytes go; a progress bar. */
export function AttachmentPicker({ onUploaded, disabled }: AttachmentPickerProps) {
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
      await onUploaded(stored.id);
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
        chooseLabel={texts.lesson.attach}
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
