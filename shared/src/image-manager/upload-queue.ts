import { create, type UseBoundStore, type StoreApi } from 'zustand';
import { inBatches, uploadFailureReason, type UploadFailureReason } from './check-files';

/** A file on its way: the picture itself and the address of its preview in this page. */
export interface UploadFile {
  key: string;
  file: File;
  previewUrl: string;
}

/**
 * One upload request, up to IMAGES_PER_REQUEST files, for one project or bazaar (`targetId`):
 * waiting its turn, being sent, or failed (kept with its files, to be retried or removed).
 */
export interface Upload {
  id: number;
  targetId: number;
  files: UploadFile[];
  state: 'waiting' | 'sending' | 'failed';
  /** The share of the request's bytes sent, 0 to 1. */
  progress: number;
  /** Why it failed, when the API said something the user can act on. */
  reason: UploadFailureReason | null;
}

/** What the last finished step of a target's uploads was, for its live region. */
export interface UploadNews {
  targetId: number;
  kind: 'started' | 'uploaded' | 'failed';
  count: number;
  /** When it happened, in the order of everything a live region says (`nextNewsOrder`). */
  order: number;
}

export interface UploadQueueState {
  uploads: Upload[];
  news: UploadNews | null;
}

export interface SendOptions {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export interface UploadQueueOptions<Image> {
  /** Sends one request's files; resolves with the images the API added. */
  send: (targetId: number, files: File[], options: SendOptions) => Promise<Image[]>;
  /** The added images are shown at once (the target reloads behind them). */
  onUploaded?: (targetId: number, added: Image[]) => void;
  /** An upload stopped while it was being sent: the server may have kept some of it. */
  onStopped?: (targetId: number) => void;
  /**
   * Stall watching: a request that sends nothing for `stallMs`, or whose server has not answered
   * `processingMs` after the last byte, is given up and kept as failed ('whyStalled').
   */
  watch?: { stallMs: number; processingMs: number };
  /** What the console says when a request fails. */
  failureLog: string;
  /** Closing or reloading the tab while files are unsent asks first. */
  guardUnload?: boolean;
  /** A failed request is news too (kind 'failed'); otherwise the news stays as it was. */
  announceFailures?: boolean;
}

export interface UploadQueue {
  useQueue: UseBoundStore<StoreApi<UploadQueueState>>;
  /** Queues checked files for a target, IMAGES_PER_REQUEST to a request, each with its preview. */
  addUploads: (targetId: number, files: readonly File[]) => void;
  /** Sends a failed upload's same files again. */
  retryUpload: (id: number) => void;
  /** Drops an upload and its previews; one being sent is stopped. */
  removeUpload: (id: number) => void;
  /** Forgets every upload, stopping the one being sent and giving back the previews. */
  forgetUploads: () => void;
  /** Gives back the previews' addresses (their page closed); the uploads go on being sent. */
  revokePreviews: () => void;
  /** Orders what a target's live region says: the uploads' news and the section's own. */
  nextNewsOrder: () => number;
}

/** The uploads of one target not yet among its images (waiting, sending or failed). */
export const uploadsOf = (uploads: readonly Upload[], targetId: number): Upload[] =>
  uploads.filter((upload) => upload.targetId === targetId);

/** Files of a target that will take a place among its images once sent. */
export const queuedCount = (uploads: readonly Upload[], targetId: number): number =>
  uploadsOf(uploads, targetId).reduce((sum, upload) => sum + upload.files.length, 0);

class Stalled extends Error {
  override readonly name = 'Stalled';
}

// Closing or reloading the tab would lose the files not sent yet: the browser asks first.
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Browsers before the standard's preventDefault ask only when returnValue is a non-empty text.
  event.returnValue = 'unsent';
}

let newsOrder = 0;
const nextNewsOrder = (): number => ++newsOrder;

/**
 * An upload queue: checked files are shown at once as previews with their progress, and sent one
 * request at a time (the server decodes pictures in a bounded queue, and the user's line is
 * shared). A failed request keeps its files, to be retried or removed.
 */
export function createUploadQueue<Image>(options: UploadQueueOptions<Image>): UploadQueue {
  const useQueue = create<UploadQueueState>(() => ({ uploads: [], news: null }));
  const controllers = new Map<number, AbortController>();
  let nextId = 1;

  const change = (id: number, patch: Partial<Upload>): void =>
    useQueue.setState((queue) => ({
      uploads: queue.uploads.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)),
    }));

  const drop = (id: number): void => {
    const upload = useQueue.getState().uploads.find((candidate) => candidate.id === id);
    if (!upload) return;
    for (const file of upload.files) URL.revokeObjectURL(file.previewUrl);
    useQueue.setState((queue) => ({ uploads: queue.uploads.filter((candidate) => candidate.id !== id) }));
  };

  async function send(upload: Upload): Promise<void> {
    const controller = new AbortController();
    controllers.set(upload.id, controller);
    change(upload.id, { state: 'sending', progress: 0, reason: null });
    let giveUp: (stalled: Stalled) => void = () => undefined;
    const stalled = new Promise<never>((_, reject) => {
      giveUp = reject;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = (ms: number | undefined) => {
      if (ms === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        giveUp(new Stalled());
        controller.abort();
      }, ms);
    };
    controller.signal.addEventListener('abort', () => clearTimeout(timer));
    watch(options.watch?.stallMs);
    try {
      const added = await Promise.race([
        options.send(
          upload.targetId,
          upload.files.map((entry) => entry.file),
          {
            onProgress: (progress) => {
              change(upload.id, { progress });
              watch(progress >= 1 ? options.watch?.processingMs : options.watch?.stallMs);
            },
            signal: controller.signal,
          },
        ),
        stalled,
      ]);
      options.onUploaded?.(upload.targetId, added);
      drop(upload.id);
      useQueue.setState({
        news: { targetId: upload.targetId, kind: 'uploaded', count: added.length, order: nextNewsOrder() },
      });
    } catch (error) {
      // Removed while it was being sent: nothing to keep.
      if (controller.signal.aborted && !(error instanceof Stalled)) return;
      console.error(options.failureLog, error);
      const reason = error instanceof Stalled ? 'whyStalled' : uploadFailureReason(error);
      change(upload.id, { state: 'failed', progress: 0, reason });
      if (options.announceFailures)
        useQueue.setState({
          news: {
            targetId: upload.targetId,
            kind: 'failed',
            count: upload.files.length,
            order: nextNewsOrder(),
          },
        });
    } finally {
      clearTimeout(timer);
      controllers.delete(upload.id);
      sendNext();
    }
  }

  function sendNext(): void {
    const { uploads } = useQueue.getState();
    if (uploads.some((upload) => upload.state === 'sending')) return;
    const next = uploads.find((upload) => upload.state === 'waiting');
    if (next) void send(next);
  }

  function addUploads(targetId: number, files: readonly File[]): void {
    if (files.length === 0) return;
    const added: Upload[] = inBatches(files).map((batch) => {
      const id = nextId++;
      return {
        id,
        targetId,
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
    useQueue.setState((queue) => ({
      uploads: [...queue.uploads, ...added],
      news: { targetId, kind: 'started', count: files.length, order: nextNewsOrder() },
    }));
    sendNext();
  }

  function retryUpload(id: number): void {
    change(id, { state: 'waiting', progress: 0, reason: null });
    sendNext();
  }

  function removeUpload(id: number): void {
    const upload = useQueue.getState().uploads.find((candidate) => candidate.id === id);
    const controller = controllers.get(id);
    controller?.abort();
    drop(id);
    // Stopped late, the server may have kept some of it: the grid asks.
    if (controller && upload) options.onStopped?.(upload.targetId);
    sendNext();
  }

  function forgetUploads(): void {
    for (const id of [...controllers.keys()]) controllers.get(id)?.abort();
    for (const upload of useQueue.getState().uploads) drop(upload.id);
    useQueue.setState({ uploads: [], news: null });
  }

  function revokePreviews(): void {
    for (const upload of useQueue.getState().uploads)
      for (const file of upload.files) URL.revokeObjectURL(file.previewUrl);
  }

  if (options.guardUnload) {
    let guarding = false;
    useQueue.subscribe(({ uploads }) => {
      const unsent = uploads.length > 0;
      if (unsent === guarding || typeof window === 'undefined') return;
      guarding = unsent;
      if (unsent) window.addEventListener('beforeunload', askBeforeLeaving);
      else window.removeEventListener('beforeunload', askBeforeLeaving);
    });
  }

  return { useQueue, addUploads, retryUpload, removeUpload, forgetUploads, revokePreviews, nextNewsOrder };
}
