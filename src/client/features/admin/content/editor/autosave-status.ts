import type { AutosaveState } from '../use-autosave';

/** What the header says about saving a saved item, or null when there is nothing to say. */
export function autosaveStatus(state: AutosaveState, dirty: boolean, invalid: boolean): string | null {
  if (state.status === 'saving') return 'Saving…';
  if (state.status === 'error') return `Not saved: ${state.message}`;
  if (dirty && invalid) return 'Not saved yet: fix the marked problems';
  if (dirty) return 'Unsaved changes';
  if (state.status === 'saved') return 'All changes saved';
  return null;
}
