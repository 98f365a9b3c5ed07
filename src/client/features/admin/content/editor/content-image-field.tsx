import { X } from 'lucide-react';
import { ImageUpload } from '../../../../components/form/image-upload';
import { uploadContentImage } from '../api';
import { CONTENT_IMAGE_ACCEPT, useImageUpload } from '../use-image-upload';

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
  const { pending, error, onFile } = useImageUpload(
    async (file) => (await uploadContentImage(file, kind)).url,
    onChange,
  );
  const name = label.toLowerCase();

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
        onFile={onFile}
        pending={pending}
        error={error}
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
