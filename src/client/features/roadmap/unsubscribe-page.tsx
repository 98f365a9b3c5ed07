import { UnsubscribePage } from '../../components/unsubscribe-page';

/** A roadmap mail's unsubscribe link: the member confirms with a button. */
export default function RoadmapUnsubscribePage() {
  return (
    <UnsubscribePage
      texts={{
        endpoint: '/api/roadmap/unsubscribe',
        title: 'Roadmap updates',
        question: 'Stop receiving an email when a feature you upvoted or suggested changes status?',
        done: 'You will no longer receive roadmap updates.',
        turnBackOn: 'You can turn them back on at any time on',
        invalid: 'This unsubscribe link is not valid. Turn roadmap updates off on My Account instead.',
      }}
    />
  );
}
