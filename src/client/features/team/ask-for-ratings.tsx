import { useQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { deferred, useDeferredDialog } from '../../components/deferred';
import { myTeamQuery, type TeamMember } from './api';

export const ASK_TITLE = 'Ask teammates for a rating';

const AskDialog = deferred(() => import('./ask-for-ratings-dialog').then((m) => m.default));

/** The button that opens the dialog (My Team, results): shown once someone in the team can be asked. */
export function AskForRatingsButton({ members }: { members: readonly TeamMember[] }) {
  const { open, setOpen, trigger, triggerProps } = useDeferredDialog(AskDialog);
  if (!members.some((m) => m.canAsk)) return null;
  return (
    <>
      <button {...triggerProps} className="btn-outline">
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        {ASK_TITLE}
      </button>
      {open ? (
        <AskDialog.Component
          title={ASK_TITLE}
          members={members}
          onClose={() => setOpen(false)}
          trigger={trigger}
        />
      ) : null}
    </>
  );
}

/** The same button where the team is not loaded yet (the results page): it reads My Team itself. */
export function AskForRatingsFromTeam() {
  const team = useQuery(myTeamQuery);
  return team.data ? <AskForRatingsButton members={team.data.members} /> : null;
}
