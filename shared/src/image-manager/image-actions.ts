import { useState } from 'react';

interface ImageActionsOptions {
  /** Makes the image the cover; rejects when it could not. */
  setCover: () => Promise<unknown>;
  /** Deletes the image; rejects when it could not. */
  remove: () => Promise<unknown>;
  /** What the section's live region says after each, and what the tile says when one failed. */
  texts: { coverSet: string; coverFailed: string; deleted: string; deleteFailed: string };
  /** Tells the section's live region what happened. */
  onDone: (announcement: string) => void;
  /** Before the cover is set (true) and when it failed (false): the tile may move the focus. */
  onCoverAsked?: (asked: boolean) => void;
  /** The image is being deleted (true), or its delete failed (false). */
  onDeleting?: (deleting: boolean) => void;
}

/**
 * One image's Cover and Delete, as a tile runs them: Delete asks first (`confirming`), a failure
 * is said on the tile (`problem`), a success in the section's live region.
 */
export function useImageActions(options: ImageActionsOptions) {
  const { texts, onDone } = options;
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const makeCover = async () => {
    setProblem(null);
    options.onCoverAsked?.(true);
    try {
      await options.setCover();
      onDone(texts.coverSet);
    } catch (error) {
      options.onCoverAsked?.(false);
      console.error('Setting the cover image failed', error);
      setProblem(texts.coverFailed);
    }
  };

  const deleteImage = async () => {
    options.onDeleting?.(true);
    try {
      await options.remove();
      setConfirming(false);
      onDone(texts.deleted);
    } catch (error) {
      options.onDeleting?.(false);
      console.error('Deleting the image failed', error);
      setConfirming(false);
      setProblem(texts.deleteFailed);
    }
  };

  const askDelete = () => {
    setProblem(null);
    setConfirming(true);
  };

  return { confirming, problem, makeCover, deleteImage, askDelete, cancelDelete: () => setConfirming(false) };
}
