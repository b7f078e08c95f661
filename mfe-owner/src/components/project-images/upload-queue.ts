import { create } from 'zustand';
import { uploadProjectImages } from '@rowad/shared/api';
import { projectKeys, queryClient } from '@rowad/shared/query';
import type { OwnerProject, OwnerProjectImage } from '@rowad/shared/schemas';
import { inBatches } from './check-files';
import type { ImagesMessageKey } from './messages';
import { refreshProject } from './refresh-project';
import { uploadFailureReason } from './upload-failure';

/** A file on its way: the picture itself and the address of its preview in this page. */
export interface UploadFile {
  key: string;
  file: File;
  previewUrl: string;
}

/**
 * One upload request, up to IMAGES_PER_REQUEST files: waiting its turn, being sent, or failed
 * (kept with its files, to be retried or removed).
 */
export interface Upload {
  id: number;
  projectId: number;
  files: UploadFile[];
  state: 'waiting' | 'sending' | 'failed';
  /** The share of the request's bytes sent, 0 to 1. */
  progress: number;
  /** Why it failed, when the API said something the owner can act on. */
  reason: ImagesMessageKey | null;
}

/** What the last finished step of a project's uploads was, for its live region. */
export interface UploadNews {
  projectId: number;
  kind: 'started' | 'uploaded';
  count: number;
  /** When it happened, in the order of everything a live region says (`nextNewsOrder`). */
  order: number;
}

interface UploadQueue {
  uploads: Upload[];
  news: UploadNews | null;
}

/*
 * The queue lives outside the page on purpose: going to another screen of the app does not stop
 * or forget an upload (it finishes, and its failure waits there when the owner comes back), and
 * the add-images page and the edit page see the same uploads.
 */
export const useUploadQueue = create<UploadQueue>(() => ({ uploads: [], news: null }));

let nextId = 1;
let newsOrder = 0;

/** Orders what a project's live region says: the uploads' news and the section's own. */
export const nextNewsOrder = (): number => ++newsOrder;
const controllers = new Map<number, AbortController>();

function change(id: number, patch: Partial<Upload>): void {
  useUploadQueue.setState((queue) => ({
    uploads: queue.uploads.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)),
  }));
}

function drop(id: number): void {
  const upload = useUploadQueue.getState().uploads.find((candidate) => candidate.id === id);
  if (!upload) return;
  for (const file of upload.files) URL.revokeObjectURL(file.previewUrl);
  useUploadQueue.setState((queue) => ({ uploads: queue.uploads.filter((candidate) => candidate.id !== id) }));
}

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

class Stalled extends Error {
  override readonly name = 'Stalled';
}

async function send(upload: Upload): Promise<void> {
  const controller = new AbortController();
  controllers.set(upload.id, controller);
  change(upload.id, { state: 'sending', progress: 0, reason: null });
  let giveUp: (stalled: Stalled) => void = () => undefined;
  const stalled = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      giveUp(new Stalled());
      controller.abort();
    }, ms);
  };
  controller.signal.addEventListener('abort', () => clearTimeout(timer));
  watch(STALL_MS);
  try {
    const added = await Promise.race([
      uploadProjectImages(
        upload.projectId,
        upload.files.map((entry) => entry.file),
        {
          onProgress: (progress) => {
            change(upload.id, { progress });
            watch(progress >= 1 ? PROCESSING_MS : STALL_MS);
          },
          signal: controller.signal,
          timeout: 0,
        },
      ),
      stalled,
    ]);
    showInGrid(upload.projectId, added);
    drop(upload.id);
    useUploadQueue.setState({
      news: { projectId: upload.projectId, kind: 'uploaded', count: added.length, order: nextNewsOrder() },
    });
    void refreshProject(upload.projectId);
  } catch (error) {
    // Removed while it was being sent: nothing to keep.
    if (controller.signal.aborted && !(error instanceof Stalled)) return;
    console.error('Uploading project images failed', error);
    const reason = error instanceof Stalled ? 'whyStalled' : uploadFailureReason(error);
    change(upload.id, { state: 'failed', progress: 0, reason });
  } finally {
    clearTimeout(timer);
    controllers.delete(upload.id);
    sendNext();
  }
}

/** One request at a time: the server decodes pictures in a bounded queue, and the owner's line is shared. */
function sendNext(): void {
  const { uploads } = useUploadQueue.getState();
  if (uploads.some((upload) => upload.state === 'sending')) return;
  const next = uploads.find((upload) => upload.state === 'waiting');
  if (next) void send(next);
}

/** Queues checked files for a project, IMAGES_PER_REQUEST to a request, each with its preview. */
export function addUploads(projectId: number, files: readonly File[]): void {
  if (files.length === 0) return;
  const added: Upload[] = inBatches(files).map((batch) => {
    const id = nextId++;
    return {
      id,
      projectId,
      files: batch.map((file, index) => ({
        key: `${id}-${index}`,
        file,
        previewUrl: URL.createObjectURL(file),
      })),
      state: 'waiting',
      progress: 0,
      reason: null,
    };
  });
  useUploadQueue.setState((queue) => ({
    uploads: [...queue.uploads, ...added],
    news: { projectId, kind: 'started', count: files.length, order: nextNewsOrder() },
  }));
  sendNext();
}

/** Sends a failed upload's same files again. */
export function retryUpload(id: number): void {
  change(id, { state: 'waiting', progress: 0, reason: null });
  sendNext();
}

/** Drops an upload and its previews; one being sent is stopped. */
export function removeUpload(id: number): void {
  const upload = useUploadQueue.getState().uploads.find((candidate) => candidate.id === id);
  const controller = controllers.get(id);
  controller?.abort();
  drop(id);
  // Stopped late, the server may have kept some of it: the grid asks.
  if (controller && upload) void refreshProject(upload.projectId);
  sendNext();
}

/** The uploads of one project not yet in its images (waiting, sending or failed). */
export const uploadsOf = (uploads: readonly Upload[], projectId: number): Upload[] =>
  uploads.filter((upload) => upload.projectId === projectId);

/** Files of a project that will take a place among its images once sent. */
export const queuedCount = (uploads: readonly Upload[], projectId: number): number =>
  uploadsOf(uploads, projectId).reduce((sum, upload) => sum + upload.files.length, 0);

// Closing or reloading the tab would lose the files not sent yet: the browser asks first.
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Browsers before the standard's preventDefault ask only when returnValue is a non-empty text.
  event.returnValue = 'unsent';
}

let guarding = false;
useUploadQueue.subscribe(({ uploads }) => {
  const unsent = uploads.length > 0;
  if (unsent === guarding || typeof window === 'undefined') return;
  guarding = unsent;
  if (unsent) window.addEventListener('beforeunload', askBeforeLeaving);
  else window.removeEventListener('beforeunload', askBeforeLeaving);
});

/** Forgets every upload (tests start each with an empty queue). */
export function forgetUploads(): void {
  for (const id of [...controllers.keys()]) controllers.get(id)?.abort();
  for (const upload of useUploadQueue.getState().uploads) drop(upload.id);
  useUploadQueue.setState({ uploads: [], news: null });
}
