import { ExternalLink, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { createBillingPortalSession } from './api';

export const PORTAL_FAILED = 'Failed to open billing portal';

/**
 * 'Manage Billing': opens the Stripe billing portal in a new tab when the member's subscription
 * allows it (active, paid by card, valid period); otherwise it leads to /billing.
 *
 * The tab is opened synchronously on the click and pointed at the portal once the server answers,
 * because browsers block a window opened later, after an await.
 */
export function ManageBillingButton({ portalAllowed }: { portalAllowed: boolean }) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  async function onClick() {
    if (!portalAllowed) {
      await navigate('/billing');
      return;
    }
    setOpening(true);
    const tab = window.open('', '_blank');
    try {
      const { url } = await createBillingPortalSession();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      toast.error(PORTAL_FAILED, { description: isApiError(error) ? error.message : undefined });
    } finally {
      setOpening(false);
    }
  }

  return (
    <PendingButton
      type="button"
      className="btn-primary shrink-0 whitespace-nowrap"
      onClick={() => void onClick()}
      pending={opening}
    >
      {opening ? (
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <ExternalLink className="size-4" aria-hidden="true" />
      )}
      Manage Billing
      {portalAllowed ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </PendingButton>
  );
}
