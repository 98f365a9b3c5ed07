import { DIGEST_MESSAGES } from '@shared/domain/digest';
import { UnsubscribePage } from '../../components/unsubscribe-page';

/** The digest footer's unsubscribe link: the member confirms with a button. */
export default function DigestUnsubscribePage() {
  return (
    <UnsubscribePage
      texts={{
        endpoint: '/api/digest/unsubscribe',
        title: 'Personal digest',
        question: 'Stop receiving your personal digest by email?',
        done: DIGEST_MESSAGES.unsubscribed,
        turnBackOn: 'You can turn it back on at any time on',
        invalid: 'This unsubscribe link is not valid. Turn the digest off on My Account instead.',
      }}
    />
  );
}
