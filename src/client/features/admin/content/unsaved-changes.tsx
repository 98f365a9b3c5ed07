import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT = 'Your changes to this item are not saved. If you leave now, they are lost.';

/**
 * While `dirty`, leaving the page asks first: moving inside the app shows a dialog (Stay / Leave
 * without saving); closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ dirty, skip }: { dirty: boolean; skip?: RefObject<boolean> }) {
  // `skip` is set just before a navigation the page makes itself after saving or deleting.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !skip?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Saved meanwhile (or the changes were undone): nothing to ask any more.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return blocker.state === 'blocked' ? (
    <ConfirmDialog
      title={LEAVE_TITLE}
      action="Leave without saving"
      cancel="Stay on this page"
      danger
      running={false}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      onClose={() => blocker.state === 'blocked' && blocker.reset()}
    >
      <p>{LEAVE_TEXT}</p>
    </ConfirmDialog>
  ) : null;
}
