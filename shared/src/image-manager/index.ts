// The image manager of the owner's project images and the admin's bazaar images: the checks of
// chosen files, the upload queue (progress, retry, stall watching), Cover and Delete, and the
// section's shared parts. Only the owner and admin remotes import it: visitors never load it.
export {
  checkFiles,
  inBatches,
  uploadFailureReason,
  IMAGE_MAX_MEGABYTES,
  type CheckedFiles,
  type Refusal,
  type RefusalReason,
  type UploadFailureReason,
} from './check-files';
export {
  createUploadQueue,
  queuedCount,
  uploadsOf,
  type SendOptions,
  type Upload,
  type UploadFile,
  type UploadNews,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadQueueState,
} from './upload-queue';
export { useImageActions } from './image-actions';
export { AddImagesButton, ImagesEmpty, ImagesHead, RefusalList } from './parts';
