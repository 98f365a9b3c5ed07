import { MEDIA_TYPES } from '@shared/domain/content-editing';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../../components/form/select-field';

/** The media type select: the list, plus a value written before the list existed. */
export function MediaTypeField({
  registration,
  value,
  error,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  error?: string;
}) {
  const typed = value.trim().toLowerCase();
  const listed = MEDIA_TYPES.find((m) => m.toLowerCase() === typed);
  const options = listed || typed === '' ? MEDIA_TYPES : [value, ...MEDIA_TYPES];
  return (
    <SelectField
      label="Media type"
      hint="Video, podcast and webinar items are listed with the video and audio resources."
      empty="Not set"
      options={options}
      error={error}
      {...registration}
      value={listed ?? value}
    />
  );
}
