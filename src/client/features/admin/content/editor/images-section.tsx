import type { UseFormReturn } from 'react-hook-form';
import type { ItemFormValues } from '../item-form';
import { ContentImageField } from './content-image-field';
import type { ErrorOf } from './use-content-editor';

/** The cover image, and an event's speaker photo; their addresses are hidden fields of the form. */
export function ImagesSection({
  form,
  values,
  showSpeakerPhoto,
  err,
}: {
  form: UseFormReturn<ItemFormValues>;
  values: ItemFormValues;
  showSpeakerPhoto: boolean;
  err: ErrorOf;
}) {
  const coverField = form.register('imageUrl');
  const speakerField = form.register('speakerPhotoUrl');
  return (
    <section
      aria-labelledby="images-heading"
      className="rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="images-heading" className="mb-4 text-lg font-semibold text-ink">
        Images
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <ContentImageField
          label="Cover image"
          kind="cover"
          value={values.imageUrl}
          onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })}
        />
        {showSpeakerPhoto ? (
          <ContentImageField
            label="Speaker photo"
            kind="block"
            value={values.speakerPhotoUrl}
            onChange={(url) => form.setValue('speakerPhotoUrl', url, { shouldDirty: true })}
          />
        ) : null}
      </div>
      <input type="hidden" {...coverField} />
      <input type="hidden" {...speakerField} />
      {err('imageUrl') ? <p className="mt-2 text-sm text-danger">{err('imageUrl')}</p> : null}
    </section>
  );
}
