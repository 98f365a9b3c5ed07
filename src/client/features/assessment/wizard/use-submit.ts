import type { AssessmentBank, AssessmentInstance } from '@shared/contract/assessment';
import { ASSESSMENT_MESSAGES } from '@shared/domain/assessment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MAIN_ID } from '../../../app/shell/app-shell';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { assessmentApi, assessmentKeys } from '../api';

function submitErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ASSESSMENT_MESSAGES.submitFailed;
  if (error.status === 409) return ASSESSMENT_MESSAGES.alreadySubmitted;
  // The 422 names how many items are unanswered.
  if (error.status === 422 || error.message !== UNEXPECTED_ERROR_MESSAGE) return error.message;
  return `${ASSESSMENT_MESSAGES.submitFailed}: ${UNEXPECTED_ERROR_MESSAGE}`;
}

/**
 * Submitting the answers: a self-assessment goes on to its results, a rating back to My Team.
 * A refusal is kept as the message to show above the buttons.
 */
export function useSubmitAssessment(instance: AssessmentInstance) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const peer = instance.mode === 'peer';
  const subject = instance.subject.name ?? 'Unnamed User';
  const submit = useMutation({
    mutationFn: () => assessmentApi.submit(instance.id),
    onMutate: () => setSubmitError(null),
    onSuccess: async (result) => {
      // The wizard, and the Submit button with focus, go away: focus goes to the page's main area
      // rather than the whole document, so the next Tab starts in what comes next.
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
      if (peer) {
        toast.success(result.alreadySubmitted ? 'This rating was already submitted' : 'Rating submitted', {
          description: `Thank you for rating ${subject}.`,
        });
        void queryClient.invalidateQueries({ queryKey: ['team'] });
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
        navigate('/my-team');
        return;
      }
      // Results at once: the bank is told before it is read again, so the wizard never flashes back.
      queryClient.setQueryData<AssessmentBank>(assessmentKeys.bank, (data) =>
        data ? { ...data, hasResults: true, selfInstance: null } : data,
      );
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['team'] });
      toast.success(
        result.alreadySubmitted ? 'This assessment was already submitted' : 'Assessment submitted',
        { description: 'Here are your results.' },
      );
      navigate('/ld-assessment');
    },
    onError: (error) => setSubmitError(submitErrorMessage(error)),
  });

  return { submit, submitError };
}
