import { isApiError } from '../../../../lib/api';

/** Why a save (or a publish, schedule, restore or delete) failed, shown above the form. */
export interface SaveError {
  message: string;
  /** The item changed since it was loaded (someone else saved it): the page offers to reload it. */
  stale: boolean;
}

export function saveErrorOf(error: unknown): SaveError {
  const stale = isApiError(error) && error.status === 409;
  const message =
    isApiError(error) && error.status === 413
      ? 'The item is too long to save in one go. Shorten its text or split it into two items.'
      : error instanceof Error
        ? error.message
        : 'The item could not be saved';
  return { message, stale };
}
