import { RESOURCE_TYPES, type ResourceType } from '@shared/domain/content';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { TextField } from '../../../../components/form/text-field';
import { useContentTopics } from '../api';
import type { ItemFormValues, MetaField } from '../item-form';
import { TYPE_LABELS } from '../labels';
import { TopicsField } from '../topics-field';
import { EventTimeFields } from './event-time-fields';
import { FIELD_LABELS } from './field-labels';
import { MediaTypeField } from './media-type-field';
import { MetaTextField } from './meta-text-field';
import type { ErrorOf } from './use-content-editor';

/** Drawn apart: the time zone beside the date, the Praxis case box last, the speaker photo in Images. */
const DRAWN_APART = new Set<MetaField>(['timeZone', 'isPraxisCase', 'speakerPhotoUrl']);

/** Type, title, summary and topics, then the fields the chosen type shows. */
export function DetailsSection({
  form,
  values,
  shown,
  err,
}: {
  form: UseFormReturn<ItemFormValues>;
  values: ItemFormValues;
  shown: ReadonlySet<MetaField>;
  err: ErrorOf;
}) {
  const topics = useContentTopics();
  const praxisId = useId();
  const topicList = values.topics
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return (
    <section
      aria-labelledby="details-heading"
      className="rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="details-heading" className="mb-4 text-lg font-semibold text-ink">
        Details
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The kit's SelectField shows each value as its own label; a type shows its name instead. */}
        <Field label="Type">
          {(control) => (
            <select {...control} className="input h-10" {...form.register('type')}>
              {RESOURCE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t as ResourceType]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label="Title" error={err('title')} {...form.register('title')} />
        <Field
          label="Summary"
          hint="One or two sentences: shown on cards, in search results and under the title of the page."
          error={err('blurb')}
          className="sm:col-span-2"
        >
          {(control) => <textarea {...form.register('blurb')} {...control} rows={4} className="input" />}
        </Field>
        <TopicsField
          topics={topicList}
          all={topics.data?.topics ?? []}
          error={err('topics')}
          onChange={(next) => form.setValue('topics', next.join(', '), { shouldDirty: true })}
        />
        {[...shown]
          .filter((f) => !DRAWN_APART.has(f))
          .map((f) =>
            f === 'date' ? (
              <EventTimeFields key={f} form={form} err={err} />
            ) : f === 'mediaType' ? (
              <MediaTypeField
                key={f}
                registration={form.register('mediaType')}
                value={values.mediaType}
                error={err('mediaType')}
              />
            ) : (
              <MetaTextField key={f} field={f} registration={form.register(f)} error={err(f)} />
            ),
          )}
        {shown.has('isPraxisCase') ? (
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              id={praxisId}
              type="checkbox"
              className="size-4 accent-primary"
              {...form.register('isPraxisCase')}
            />
            <label htmlFor={praxisId} className="text-sm text-ink">
              {FIELD_LABELS.isPraxisCase}
            </label>
          </div>
        ) : null}
      </div>
    </section>
  );
}
