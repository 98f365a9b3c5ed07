import { Compass } from 'lucide-react';
import { PendingButton } from '../../components/pending-button';
import { toast } from '../../lib/toast';
import { requestOnboardingReplay } from '../onboarding/replay';
import { AccountCard } from './account-card';
import { failureMessage, useResetOnboarding } from './api';
import { Spinner } from '../../components/spinner';

/** Platform Tour: resets onboarding on the server and opens the tour from its first step. */
export function TourCard() {
  const reset = useResetOnboarding();

  function replay() {
    reset.mutate(undefined, {
      onSuccess: () => requestOnboardingReplay(),
      onError: (error) =>
        toast.error('Error', {
          description: failureMessage(error, 'Failed to update onboarding status. Please try again.'),
        }),
    });
  }

  return (
    <AccountCard title="Platform Tour" description="Take the introduction to the platform again.">
      <PendingButton type="button" className="btn-outline" onClick={replay} pending={reset.isPending}>
        {reset.isPending ? <Spinner /> : <Compass className="size-4" aria-hidden="true" />}
        Replay Onboarding Tour
      </PendingButton>
    </AccountCard>
  );
}
