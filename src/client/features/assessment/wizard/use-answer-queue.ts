import type { AssessmentInstance } from '@shared/contract/assessment';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { AnswerQueue, type AnswerSnapshot } from '../answer-queue';
import { assessmentApi } from '../api';

/** The instance's answer queue, started while the wizard is shown, and its current snapshot. */
export function useAnswerQueue(instance: AssessmentInstance): [AnswerQueue, AnswerSnapshot] {
  const [queue] = useState(
    () =>
      new AnswerQueue({
        instanceId: instance.id,
        initial: instance.answers,
        send: (itemId, value) => assessmentApi.saveAnswer(instance.id, itemId, value),
      }),
  );
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return [queue, snapshot];
}
