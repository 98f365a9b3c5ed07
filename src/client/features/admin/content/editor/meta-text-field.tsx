import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { TextField } from '../../../../components/form/text-field';
import type { MetaField } from '../item-form';
import { FIELD_LABELS, HINTS, LONG_FIELDS } from './field-labels';

/**
 * A field a type shows that holds text: a one-line input, or for paragraphs a text area across both
 * columns. Both are the form kit's field, with its label, hint and error wiring.
 */
export function MetaTextField({
  field,
  registration,
  error,
}: {
  field: MetaField;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const label = FIELD_LABELS[field];
  const hint = HINTS[field];
  if (LONG_FIELDS.has(field)) {
    return (
      <Field label={label} hint={hint} error={error} className="sm:col-span-2">
        {(control) => <textarea {...registration} {...control} rows={4} className="input" />}
      </Field>
    );
  }
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      type={field === 'year' ? 'number' : 'text'}
      {...registration}
    />
  );
}
