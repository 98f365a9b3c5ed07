import type { AdminMemberDetail } from '@shared/contract/admin-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogHeader } from '../../../../components/dialog-header';
import { PendingButton } from '../../../../components/pending-button';
import { apiDelete } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';

/** Deleting an account, confirmed by typing the member's email. */
export function DeleteMember({ member }: { member: AdminMemberDetail }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiDelete(`/api/admin/members/${member.id}`, { confirmEmail: typed }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success('The account was deleted.');
      navigate('/admin/members');
    },
  });
  const matches = typed.trim().toLowerCase() === member.email.toLowerCase();
  if (!member.permissions.delete.allowed) {
    return (
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">Delete account: </span>
        {member.permissions.delete.reason}
      </p>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm text-muted">
        Deleting closes the account as the member could: their personal data goes for good, a card
        subscription is canceled and they are emailed a confirmation. Their votes stay as counts; roadmap
        ideas and comments they wrote stay, without their name.
      </p>
      <Dialog.Root
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          setTyped('');
          remove.reset();
        }}
      >
        <Dialog.Trigger className="btn border border-red-700 text-red-800 hover:bg-red-50">
          Delete account
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-xl outline-none">
            <DialogHeader
              title="Delete this account for good?"
              description="This cannot be undone. Type the member's email to confirm."
            />
            <form
              className="flex flex-col gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (matches) remove.mutate();
              }}
            >
              <label htmlFor={id} className="text-sm font-medium text-ink">
                Type <span className="font-mono">{member.email}</span>
              </label>
              <input
                id={id}
                className="input"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              {remove.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {remove.error.message}
                </p>
              ) : null}
              <div className="flex justify-end gap-2">
                <Dialog.Close className="btn-outline">Cancel</Dialog.Close>
                <PendingButton
                  type="submit"
                  className="btn bg-red-700 text-white hover:bg-red-800"
                  pending={remove.isPending}
                  disabled={!matches}
                >
                  Delete account
                </PendingButton>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
