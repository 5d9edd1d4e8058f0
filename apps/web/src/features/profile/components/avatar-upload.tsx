import { IMAGE_MAX_BYTES, type StoredFile, texts } from '@school/contracts';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { useRef } from 'react';
import { showError } from '../../../shared/toast/toast-store';
import { useUploadImage } from '../profile.api';

type AvatarUploadProps = { onUploaded: (file: StoredFile) => void; disabled?: boolean };

/**
 * Spec §5 image upload: images only, one file, at most 1,000,000 bytes; a rejected file (here or by the
 * server) is cleared so the same file can be picked again.
 */
export function AvatarUpload({ onUploaded, disabled }: AvatarUploadProps) {
  const ref = useRef<FileUpload>(null);
  const upload = useUploadImage();

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
        showError(file.size > IMAGE_MAX_BYTES ? texts.errors.fileTooLarge : texts.errors.imagesOnly);
        ref.current?.clear();
      }}
      chooseLabel={texts.profile.avatarChoose}
      chooseOptions={{ icon: 'pi pi-image', className: 'p-button-outlined' }}
      disabled={disabled || upload.isPending}
    />
  );
}
