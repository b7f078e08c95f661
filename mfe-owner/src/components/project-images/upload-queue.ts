import { uploadProjectImages } from '@rowad/shared/api';
import { createUploadQueue } from '@rowad/shared/image-manager';
import { projectKeys, queryClient } from '@rowad/shared/query';
import type { OwnerProject, OwnerProjectImage } from '@rowad/shared/schemas';
import { refreshProject } from './refresh-project';

/** The new images go into the grid at once, while the project reloads behind them. */
function showInGrid(projectId: number, added: OwnerProjectImage[]): void {
  queryClient.setQueryData<OwnerProject>(projectKeys.mine(projectId), (project) => {
    if (!project) return project;
    const known = new Set(project.images.map((image) => image.id));
    const fresh = added.filter((image) => !known.has(image.id));
    const coverAdded = fresh.some((image) => image.isCover);
    const images = coverAdded
      ? project.images.map((image) => ({ ...image, isCover: false }))
      : project.images;
    return { ...project, images: [...images, ...fresh] };
  });
}

/*
 * An upload has no overall time limit (a phone on a slow line may need minutes for ten photos);
 * instead it must keep moving: a request that sends nothing for STALL_MS, or whose server has not
 * answered PROCESSING_MS after the last byte, is given up and kept as failed, to be retried.
 */
export const STALL_MS = 30_000;
export const PROCESSING_MS = 120_000;

/*
 * The queue lives outside the page on purpose: going to another screen of the app does not stop
 * or forget an upload (it finishes, and its failure waits there when the owner comes back), and
 * the add-images page and the edit page see the same uploads.
 */
export const {
  useQueue: useUploadQueue,
  addUploads,
  retryUpload,
  removeUpload,
  forgetUploads,
  nextNewsOrder,
} = createUploadQueue<OwnerProjectImage>({
  send: (projectId, files, { onProgress, signal }) =>
    uploadProjectImages(projectId, files, { onProgress, signal, timeout: 0 }),
  onUploaded: (projectId, added) => {
    showInGrid(projectId, added);
    void refreshProject(projectId);
  },
  onStopped: (projectId) => void refreshProject(projectId),
  watch: { stallMs: STALL_MS, processingMs: PROCESSING_MS },
  failureLog: 'Uploading project images failed',
  guardUnload: true,
});

export {
  queuedCount,
  uploadsOf,
  type Upload,
  type UploadFile,
  type UploadNews,
} from '@rowad/shared/image-manager';
