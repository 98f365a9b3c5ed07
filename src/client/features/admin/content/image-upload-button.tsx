import { ImagePlus, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { PendingFileInput } from '../../../components/pending-file-input';

/**
 * An "Upload …" button (a file input behind its label) that stores the chosen image and hands
 * back its address; it says when the upload fails.
 */
export function ImageUploadButton({
  text,
  upload,
  onUploaded,
  autoFocus,
}: {
  text: string;
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <PendingFileInput
        id={id}
        accept="image/jpeg,image/png,image/gif,image/webp"
        className="peer sr-only"
        pending={busy}
        autoFocus={autoFocus}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          setError(null);
          try {
            onUploaded(await upload(file));
          } catch (err) {
            setError(err instanceof Error ? err.message : 'The image could not be uploaded');
          } finally {
            setBusy(false);
          }
        }}
      />
      <label
        htmlFor={id}
        className="btn-outline cursor-pointer px-3 py-1.5 peer-focus-visible:outline-2 peer-focus-visible:outline-ring"
      >
        {busy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <ImagePlus className="size-4" aria-hidden="true" />
        )}
        {text}
      </label>
      {error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
