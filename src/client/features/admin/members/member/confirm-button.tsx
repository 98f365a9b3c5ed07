import type { AdminMemberDetail } from '@shared/contract/admin-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogHeader } from '../../../../components/dialog-header';
import { PendingButton } from '../../../../components/pending-button';
import { apiPost } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';

/** An action asked for first; when the administrator may not take it, the reason instead. */
export function ConfirmButton({
  label,
  title,
  description,
  permission,
  pending = false,
  onConfirm,
  danger,
}: {
  label: string;
  title: string;
  description: string;
  permission: { allowed: boolean; reason: string | null };
  pending?: boolean;
  onConfirm: () => void;
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!permission.allowed) {
    return (
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">{label}: </span>
        {permission.reason}
      </p>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={danger ? 'btn border border-red-700 text-red-800 hover:bg-red-50' : 'btn-outline'}
      >
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-xl outline-none">
          <DialogHeader title={title} description={description} />
          <div className="flex justify-end gap-2">
            <Dialog.Close className="btn-outline">Cancel</Dialog.Close>
            <PendingButton
              type="button"
              className="btn-primary"
              pending={pending}
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              {label}
            </PendingButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Revoking an invitation removes the never-used account and goes back to the list. */
export function RevokeInvite({ member }: { member: AdminMemberDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => apiPost(`/api/admin/members/${member.id}/invite/revoke`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      toast.success(`The invitation of ${member.email} was revoked.`);
      navigate('/admin/members');
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <ConfirmButton
      label="Revoke invitation"
      title="Revoke this invitation?"
      description={`The link stops working and the account of ${member.email}, never used, is removed.`}
      permission={member.permissions.delete}
      pending={revoke.isPending}
      onConfirm={() => revoke.mutate()}
    />
  );
}
