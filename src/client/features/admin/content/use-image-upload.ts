import { useState } from 'react';
import { CONTENT_IMAGE_TYPES } from '../../../../shared/domain/covers';

/** What the console's image buttons offer in the file chooser (the server takes the same types). */
export const CONTENT_IMAGE_ACCEPT = CONTENT_IMAGE_TYPES.join(',');

/**
 * An image upload started from one of the console's image buttons: stores the chosen file, hands
 * its address on, and says whether it is on its way and why it failed.
 */
export function useImageUpload(upload: (file: File) => Promise<string>, onUploaded: (url: string) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFile = async (file: File) => {
    setPending(true);
    setError(null);
    try {
      onUploaded(await upload(file));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The image could not be uploaded');
    } finally {
      setPending(false);
    }
  };
  return { pending, error, onFile: (file: File) => void onFile(file) };
}
