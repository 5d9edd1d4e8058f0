import { type FileKind, type StoredFile, storedFileSchema } from '@school/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUpload } from '../api/api-transfer';

/** `POST /api/storage?kind=…` (multipart field `file`) with the upload's progress, 0..100. */
export function useUploadFile(kind: FileKind) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File): Promise<StoredFile> => {
      const form = new FormData();
      form.append('file', file);
      setProgress(0);
      return apiUpload('/storage', form, {
        query: { kind },
        schema: storedFileSchema,
        onProgress: setProgress,
      });
    },
  });
  return { ...mutation, progress };
}
