import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import type { ItemFormValues } from '../item-form';
import { FIELD_LABELS } from './field-labels';
import type { ErrorOf } from './use-content-editor';

const timeZones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

/** An event's date and time, and the time zone they are read in, side by side. */
export function EventTimeFields({ form, err }: { form: UseFormReturn<ItemFormValues>; err: ErrorOf }) {
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <TextField
        label={FIELD_LABELS.date}
        type="datetime-local"
        error={err('date')}
        {...form.register('date')}
      />
      <SelectField
        label={FIELD_LABELS.timeZone}
        options={timeZones}
        error={err('timeZone')}
        {...form.register('timeZone')}
      />
    </div>
  );
}
