import type { BankCompetency, BankItem } from '@shared/contract/assessment-bank';
import { LEVELS } from '@shared/domain/assessment';
import { BANK_LIMITS, peerPronoun } from '@shared/domain/assessment-bank';
import { Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { dialogContentClass, dialogOverlayClass } from '../../../components/dialog-classes';
import { DialogHeader } from '../../../components/dialog-header';
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
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !saving && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={dialogContentClass('max-w-2xl')}
          onEscapeKeyDown={(e) => saving && e.preventDefault()}
        >
          <form
            onSubmit={submit}
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

/** A labelled text area: the label is always visible and tied to the field. */
function TextArea({
  label,
  value,
  onChange,
  max,
  rows = 2,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={max}
        rows={rows}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="input w-full py-2"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type CompetencyTexts = Pick<BankCompetency, 'description' | 'levels'>;

/** A competency's description and its five level texts. */
export function CompetencyTextsDialog({
  competency,
  ...save
}: SaveProps<CompetencyTexts> & { competency: BankCompetency }) {
  const [description, setDescription] = useState(competency.description);
  const [levels, setLevels] = useState([...competency.levels]);
  return (
    <BankFormDialog
      title={`Edit ${competency.name}`}
      description="The description and what each level means. Members see them once the draft is published."
      saving={save.saving}
      error={save.error}
      onClose={save.onClose}
      onSubmit={() => save.onSave({ description, levels })}
    >
      <TextArea
        label="Description"
        value={description}
        onChange={setDescription}
        max={BANK_LIMITS.description}
        rows={3}
      />
      {levels.map((text, i) => (
        <TextArea
          key={i}
          label={`Level ${i + 1}`}
          value={text}
          onChange={(v) => setLevels((all) => all.map((t, j) => (j === i ? v : t)))}
          max={BANK_LIMITS.levelText}
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
  const levelId = useId();
  const [level, setLevel] = useState(item?.level ?? 1);
  const [prompt, setPrompt] = useState(item?.prompt ?? '');
  const [peerPrompt, setPeerPrompt] = useState(item?.peerPrompt ?? '');
  const pronoun = peerPronoun(peerPrompt);
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
      onSubmit={() => save.onSave({ ...(item?.id ? { id: item.id } : {}), level, prompt, peerPrompt })}
    >
      {item ? null : (
        <div className="space-y-1">
          <label htmlFor={levelId} className="block text-sm font-medium text-ink">
            Level
          </label>
          <select
            id={levelId}
            className="input h-10 w-full"
            value={level}
            onChange={(e) => setLevel(Number(e.target.value))}
          >
            {Array.from({ length: LEVELS }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                Level {i + 1}: {competency.levels[i]}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextArea
        label="Self wording"
        value={prompt}
        onChange={setPrompt}
        max={BANK_LIMITS.prompt}
        hint="First person, as members read it about themselves: “I can …”."
      />
      <TextArea
        label="Peer wording"
        value={peerPrompt}
        onChange={setPeerPrompt}
        max={BANK_LIMITS.prompt}
        hint={pronoun ? `${PEER_HINT} This wording uses “${pronoun}”.` : PEER_HINT}
      />
    </BankFormDialog>
  );
}
