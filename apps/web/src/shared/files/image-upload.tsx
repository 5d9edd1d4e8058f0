import { IMAGE_MAX_BYTES, type StoredFile, texts } from '@school/contracts';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { useRef } from 'react';
import { showError } from '../toast/toast-store';
import { imageProblem } from './file-rules';
import { useUploadFile } from './use-upload-file';

type ImageUploadProps = {
  onUploaded: (file: StoredFile) => void;
  label: string;
  disabled?: boolean;
};

/**
 * Spec §5 image upload (avatars, covers): images only, one file, at most 1,000,000 bytes; a rejected file
 * (here or by the server) is cleared so the same file can be picked again.
 */
export function ImageUpload({ onUploaded, label, disabled }: ImageUploadProps) {
  const ref = useRef<FileUpload>(null);
  const upload = useUploadFile('image');

  const onUpload = async (event: FileUploadHandlerEvent) => {
    const file = event.files[0];
    try {
      if (file) onUploaded(await upload.mutateAsync(file));
    } catch {
      // The query client has shown the server's reason as a toast.
    } finally {
      ref.current?.clear();
    }
  };

  return (
    <FileUpload
      ref={ref}
      mode="basic"
      name="file"
      accept="image/*"
      maxFileSize={IMAGE_MAX_BYTES}
      auto
      customUpload
      uploadHandler={onUpload}
      onValidationFail={(file) => {
        showError(imageProblem(file) ?? texts.errors.imagesOnly);
        ref.current?.clear();
      }}
      chooseLabel={label}
      chooseOptions={{ icon: 'pi pi-image', className: 'p-button-outlined' }}
      disabled={disabled || upload.isPending}
    />
  );
}
