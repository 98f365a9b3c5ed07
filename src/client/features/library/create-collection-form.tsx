import { clsx } from 'clsx';
import { FolderPlus, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PendingButton } from '../../components/pending-button';
import { COLLECTION_NAME_MAX, collectionName } from './api';

export interface CreateCollectionFormProps {
  label: string;
  /** Called with the trimmed, non-empty name; `reset` clears the field (after a success). */
  onCreate: (name: string, reset: () => void) => void;
  /** The create call is in flight (shows progress). */
  pending: boolean;
  /** Everything is disabled (this or another call is in flight). */
  disabled?: boolean;
  className?: string;
}

/**
 * A visible label, the name field and Create: Create stays disabled until the trimmed
 * name is non-empty; Enter submits.
 */
export function CreateCollectionForm({
  label,
  onCreate,
  pending,
  disabled,
  className,
}: CreateCollectionFormProps) {
  const inputId = useId();
  const [name, setName] = useState('');
  const trimmed = collectionName(name);
  const locked = pending || disabled === true;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked || trimmed === '') return;
    onCreate(trimmed, () => setName(''));
  };

  return (
    <form onSubmit={submit} className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={COLLECTION_NAME_MAX}
          placeholder="Collection name"
          autoComplete="off"
          // Read-only, not disabled, while a call runs: Enter in this field may have started it, and
          // a disabled field would drop keyboard focus to the page.
          readOnly={locked}
          className="input h-10 min-w-0 flex-1"
        />
        <PendingButton
          type="submit"
          className="btn-primary h-10 shrink-0"
          pending={pending}
          // Unavailable while another call runs, or with no name.
          disabled={(locked && !pending) || trimmed === ''}
        >
          {pending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <FolderPlus className="size-4" aria-hidden="true" />
          )}
          Create
        </PendingButton>
      </div>
    </form>
  );
}
