import { X } from 'lucide-react';
import { useState } from 'react';
import { ImageUpload } from '../../../../components/form/image-upload';
import { uploadContentImage } from '../api';

/** The types the content image upload takes (the body's image blocks offer the same). */
const CONTENT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/**
 * One of the item's images (the cover, the speaker photo): its preview or "No image", then the
 * form kit's upload button (Upload, or Replace once there is one) and Remove. The upload stores the
 * file at once and hands its address to the form; a failed upload says why under the button.
 */
export function ContentImageField({
  label,
  kind,
  value,
  onChange,
}: {
  label: string;
  kind: 'cover' | 'block';
  value: string;
  onChange: (url: string) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = label.toLowerCase();

  const upload = async (file: File) => {
    setUploading(true);
    setProblem(null);
    try {
      onChange((await uploadContentImage(file, kind)).url);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The image could not be uploaded');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-ink">{label}</p>
      {value ? (
        <img
          src={value}
          alt={`${label} preview`}
          className="aspect-video w-full max-w-sm rounded-md border border-border object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full max-w-sm items-center justify-center rounded-md border border-dashed border-border text-sm text-muted">
          No image
        </div>
      )}
      <ImageUpload
        label={value ? `Replace ${name}` : `Upload ${name}`}
        accept={CONTENT_IMAGE_ACCEPT}
        onFile={(file) => void upload(file)}
        pending={uploading}
        error={problem}
      >
        {value ? (
          <button type="button" className="btn-ghost" onClick={() => onChange('')}>
            <X className="size-4" aria-hidden="true" />
            Remove {name}
          </button>
        ) : null}
      </ImageUpload>
    </div>
  );
}
