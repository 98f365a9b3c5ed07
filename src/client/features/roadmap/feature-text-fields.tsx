import type { FeatureSuggestion } from '@shared/contract/roadmap';
import { FEATURE_DESCRIPTION_MAX, FEATURE_TITLE_MAX } from '@shared/domain/roadmap';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CountedTextarea } from '../../components/form/counted-textarea';
import { TextField } from '../../components/form/text-field';

/**
 * A feature's title and description with their counters and errors: the member's suggestion and
 * the administrator's edit have the same limits and messages.
 */
export function FeatureTextFields({
  form,
  afterTitle,
}: {
  form: UseFormReturn<FeatureSuggestion>;
  /** Shown between the two fields (the similar features of a suggestion). */
  afterTitle?: ReactNode;
}) {
  const { errors } = form.formState;
  const [title, description] = form.watch(['title', 'description']);
  return (
    <>
      <TextField
        label="Title"
        counted
        value={title}
        maxLength={FEATURE_TITLE_MAX}
        error={errors.title?.message}
        {...form.register('title')}
      />
      {afterTitle}
      <CountedTextarea
        label="Description"
        value={description}
        maxLength={FEATURE_DESCRIPTION_MAX}
        error={errors.description?.message}
        className="min-h-28"
        {...form.register('description')}
      />
    </>
  );
}
