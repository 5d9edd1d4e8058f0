/** The files domain's public face: where bytes live, how a stored file is checked, linked and sent. */

export { createFileStore } from './create-file-store';
export { assertStoredFile, assertStoredFiles } from './file-checks';
export { PRIVATE_NO_STORE, sendStoredFile } from './file-response';
export {
  createLocalFileStore,
  type FileStore,
  newStorageKey,
  StorageUnavailableError,
  storeBytes,
} from './file-store';
export { type FileUrlParts, fileUrl } from './file-url';
export { findFileById, insertFile } from './files.repository';
export { openFileBytes } from './files.service';
export { sniffImage } from './image-sniffer';
export { createS3Client, createS3FileStore, objectSize, type S3Settings } from './s3-file-store';
export { copyBucketToFolder, type StorageBackupReport } from './storage-backup';
export { type MigrateReport, migrateUploadsToBucket } from './storage-migrate';
