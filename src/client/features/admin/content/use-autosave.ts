import { useEffect, useRef, useState } from 'react';

/** How long the editor waits after the last change before it saves a draft on its own. */
export const AUTOSAVE_DELAY_MS = 1500;

export type AutosaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; at: Date }
  | { status: 'error'; message: string };

/**
 * Saves a draft on its own once the admin pauses (`delay` after the last change), when `enabled`
 * and `snapshot` (the item as JSON) differs from what was last saved. One save at a time: a change
 * made while a save runs is saved after it.
 */
export function useAutosave({
  snapshot,
  enabled,
  save,
  delay = AUTOSAVE_DELAY_MS,
}: {
  snapshot: string;
  enabled: boolean;
  save: () => Promise<void>;
  delay?: number;
}): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const running = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;
  const [retry, setRetry] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new snapshot (or a finished save) restarts the wait.
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      if (running.current) return;
      running.current = true;
      setState({ status: 'saving' });
      saveRef.current().then(
        () => {
          running.current = false;
          setState({ status: 'saved', at: new Date() });
          setRetry((n) => n + 1);
        },
        (err: unknown) => {
          running.current = false;
          setState({ status: 'error', message: err instanceof Error ? err.message : 'Not saved' });
        },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [snapshot, enabled, delay, retry]);

  return state;
}
