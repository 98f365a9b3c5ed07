import { RATING_REQUEST_MESSAGES } from '@shared/domain/assessment';
import { formatShortDay } from '@shared/domain/dates';
import { BellRing, CheckCircle2, Clock, Loader2, MessageSquareHeart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PendingButton } from '../../components/pending-button';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { toast } from '../../lib/toast';
import { type TeamMember, useRemind } from './api';

/**
 * What a teammate's row says about ratings between us: that they asked me for one, when I last
 * rated them, and my own request to them (asked on a day, or rated) with its reminder. People
 * and days only, never a score.
 */
export function MemberRatingStatus({ member, name }: { member: TeamMember; name: string }) {
  const first = member.firstName.trim() || name;
  const request = member.myRequest;
  if (member.isSelf || (!member.asksMeSince && !member.myRatingAt && !request)) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={`Ratings with ${name}`}>
      {member.asksMeSince ? (
        <li className="flex items-center gap-1.5 font-semibold text-ink">
          <MessageSquareHeart className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {RATING_REQUEST_MESSAGES.requestedBy(name)}
        </li>
      ) : null}
      {member.myRatingAt ? (
        <li className="flex items-center gap-1.5 text-muted">
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
          {RATING_REQUEST_MESSAGES.youRated(first, formatShortDay(member.myRatingAt))}
        </li>
      ) : null}
      {request ? (
        <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
          <span className="flex items-center gap-1.5">
            {request.status === 'rated' ? (
              <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <Clock className="size-4 shrink-0" aria-hidden="true" />
            )}
            {request.status === 'rated'
              ? 'Your rating request: rated'
              : `Your rating request: requested on ${formatShortDay(request.requestedAt)}`}
          </span>
          {request.status === 'requested' ? <RemindButton member={member} first={first} /> : null}
        </li>
      ) : null}
    </ul>
  );
}

function RemindButton({ member, first }: { member: TeamMember; first: string }) {
  const remind = useRemind();
  return (
    <PendingButton
      type="button"
      className="link inline-flex items-center gap-1 text-sm"
      pending={remind.isPending}
      onClick={() =>
        remind.mutate(member.id, {
          onSuccess: (r) =>
            toast.success(`Reminder sent to ${first}`, {
              description: `You can remind ${first} again on ${formatShortDay(r.remindFrom)}.`,
            }),
          onError: (error) =>
            toast.error(
              isApiError(error) && error.message !== UNEXPECTED_ERROR_MESSAGE
                ? error.message
                : 'The reminder could not be sent. Please try again.',
            ),
        })
      }
    >
      {remind.isPending ? (
        <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <BellRing className="size-4" aria-hidden="true" />
      )}
      Remind {first}
    </PendingButton>
  );
}

/**
 * Rate a teammate I rated before: a confirm first, since the new rating replaces my earlier
 * answers about them.
 */
export function RateAgainButton({
  member,
  name,
  to,
  className,
}: {
  member: TeamMember;
  name: string;
  to: string;
  className: string;
}) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const first = member.firstName.trim() || name;
  return (
    <>
      <button type="button" className={className} aria-label={`Rate ${name}`} onClick={() => setAsking(true)}>
        Rate
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Rate ${name} again?`}
          action="Rate again"
          running={false}
          onConfirm={() => navigate(to)}
          onClose={() => setAsking(false)}
        >
          <p>
            You rated {first} on {formatShortDay(member.myRatingAt)}. Your new rating replaces your earlier
            answers about {first}.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
