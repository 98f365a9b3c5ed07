import type { BankCompetency, BankItem } from '@shared/contract/assessment-bank';
import { LEVELS } from '@shared/domain/assessment';
import { BANK_LIMITS, peerPronoun } from '@shared/domain/assessment-bank';
import { Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ComponentPropsWithRef, type FormEvent, type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { dialogContentClass, dialogOverlayClass } from '../../../components/dialog-classes';
import { DialogHeader } from '../../../components/dialog-header';
import { Field, type FieldOwnProps } from '../../../components/form/field';
import { PendingButton } from '../../../components/pending-button';

/**
 * The bank editor's dialogs: a competency's texts, an item's wordings, a new item. Each saves
 * into the draft through `onSave`; the dialog stays open with the server's message when the save
 * is refused, and closes when it is kept.
 */

interface SaveProps<T> {
  onSave: (value: T) => void;
  saving: boolean;
  /** Why the last save was refused, in the server's words. */
  error: string | null;
  onClose: () => void;
}

function BankFormDialog({
  title,
  description,
  saving,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  saving: boolean;
  error: string | null;
  /** The form's submit handler (react-hook-form's handleSubmit). */
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !saving && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={dialogContentClass('max-w-2xl')}
          onEscapeKeyDown={(e) => saving && e.preventDefault()}
        >
          <form
            onSubmit={onSubmit}
            className="space-y-4"
            noValidate
            aria-describedby={error ? errorId : undefined}
          >
            <DialogHeader title={title} description={description} />
            {children}
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className="btn-outline" type="button" disabled={saving}>
                Cancel
              </Dialog.Close>
              <PendingButton type="submit" className="btn-primary" pending={saving}>
                {saving ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
                Save to draft
              </PendingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A labelled text area; its limit is the bank's, checked again with the whole draft by the server. */
function TextArea({ label, hint, rows = 2, ...textarea }: ComponentPropsWithRef<'textarea'> & FieldOwnProps) {
  return (
    <Field label={label} hint={hint} className="space-y-1">
      {(control) => <textarea {...textarea} {...control} rows={rows} className="input w-full py-2" />}
    </Field>
  );
}

export type CompetencyTexts = Pick<BankCompetency, 'description' | 'levels'>;

/** A competency's description and its five level texts. */
export function CompetencyTextsDialog({
  competency,
  ...save
}: SaveProps<CompetencyTexts> & { competency: BankCompetency }) {
  const form = useForm<CompetencyTexts>({
    defaultValues: { description: competency.description, levels: [...competency.levels] },
  });
  return (
    <BankFormDialog
      title={`Edit ${competency.name}`}
      description="The description and what each level means. Members see them once the draft is published."
      saving={save.saving}
      error={save.error}
      onClose={save.onClose}
      onSubmit={form.handleSubmit(save.onSave)}
    >
      <TextArea
        label="Description"
        maxLength={BANK_LIMITS.description}
        rows={3}
        {...form.register('description')}
      />
      {competency.levels.map((_, i) => (
        <TextArea
          key={i}
          label={`Level ${i + 1}`}
          maxLength={BANK_LIMITS.levelText}
          {...form.register(`levels.${i}`)}
        />
      ))}
    </BankFormDialog>
  );
}

const PEER_HINT = "Third person, without pronouns: write {name} where the teammate's first name goes.";

/** The self and peer wordings of an item; a new item also gets its level. */
export function ItemDialog({
  competency,
  item,
  ...save
}: SaveProps<BankItem> & { competency: BankCompetency; item: BankItem | null }) {
  const form = useForm<BankItem>({
    defaultValues: {
      ...(item?.id ? { id: item.id } : {}),
      level: item?.level ?? 1,
      prompt: item?.prompt ?? '',
      peerPrompt: item?.peerPrompt ?? '',
    },
  });
  const pronoun = peerPronoun(form.watch('peerPrompt'));
  return (
    <BankFormDialog
      title={item ? `Edit an item of ${competency.name}` : `Add an item to ${competency.name}`}
      description={
        item
          ? `Level ${item.level}. Answers already given to this item keep counting.`
          : 'A new statement, written for one level. Members answer it once the draft is published.'
      }
      saving={save.saving}
      error={save.error}
      onClose={save.onClose}
      onSubmit={form.handleSubmit(save.onSave)}
    >
      {item ? null : (
        <Field label="Level" className="space-y-1">
          {(control) => (
            <select
              {...control}
              className="input h-10 w-full"
              {...form.register('level', { valueAsNumber: true })}
            >
              {Array.from({ length: LEVELS }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  Level {i + 1}: {competency.levels[i]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextArea
        label="Self wording"
        maxLength={BANK_LIMITS.prompt}
        hint="First person, as members read it about themselves: “I can …”."
        {...form.register('prompt')}
      />
      <TextArea
        label="Peer wording"
        maxLength={BANK_LIMITS.prompt}
        hint={pronoun ? `${PEER_HINT} This wording uses “${pronoun}”.` : PEER_HINT}
        {...form.register('peerPrompt')}
      />
    </BankFormDialog>
  );
}
