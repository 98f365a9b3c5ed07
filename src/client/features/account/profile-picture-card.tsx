import { AVATAR_ACCEPT, avatarFileProblem } from '@shared/domain/account';
import { fullName } from '@shared/domain/member-names';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { UserAvatar } from '../../app/shell/user-avatar';
import { ImageUpload } from '../../components/form/image-upload';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import type { Me } from '../../lib/session';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';
import { failureMessage, useRemoveAvatar, useUploadAvatar } from './api';
import { Spinner } from '../../components/spinner';

const MESSAGES = {
  uploaded: ['Avatar updated', 'Your profile picture has been successfully updated.'],
  uploadFailed: ['Upload failed', 'Failed to upload avatar. Please try again.'],
  removed: ['Avatar removed', 'Your profile picture has been removed.'],
  removeFailed: ['Error', 'Failed to remove avatar. Please try again.'],
  signedOut: 'You must be logged in to upload an avatar',
} as const;

/**
 * The member at a glance (picture with initials fallback, name or 'Complete your profile', email,
 * team) and the picture's controls: upload or change, remove. Files are checked here before the
 * upload; the server checks the real bytes again.
 */
export function ProfilePictureCard({ me }: { me: Me }) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;
  const hasAvatar = Boolean(me.profile.avatarUrl);
  const name = fullName(me.profile);

  function onFile(file: File) {
    const refused = avatarFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(MESSAGES.uploaded[0], { description: MESSAGES.uploaded[1] }),
      onError: (error) =>
        toast.error(MESSAGES.uploadFailed[0], {
          description:
            isApiError(error) && error.status === 401
              ? MESSAGES.signedOut
              : failureMessage(error, MESSAGES.uploadFailed[1]),
        }),
    });
  }

  function onRemove() {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(MESSAGES.removed[0], { description: MESSAGES.removed[1] }),
      onError: (error) =>
        toast.error(MESSAGES.removeFailed[0], {
          description: failureMessage(error, MESSAGES.removeFailed[1]),
        }),
    });
  }

  return (
    <AccountCard title="Profile Picture" description="How other members see you across the platform.">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
        <div className="relative shrink-0">
          <UserAvatar profile={me.profile} className="size-24 text-3xl" />
          {busy ? (
            <div className="absolute inset-0 flex items-center justify-center rounded-full bg-ink/50 text-white">
              <Spinner className="size-6" />
            </div>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <p className="truncate text-lg font-semibold text-ink">{name || 'Complete your profile'}</p>
            <p className="truncate text-sm text-muted">{me.profile.email || me.user.email}</p>
            {me.team ? <p className="mt-1 text-sm text-muted">Team: {me.team.name}</p> : null}
          </div>
          <ImageUpload
            label={hasAvatar ? 'Change picture' : 'Upload picture'}
            accept={AVATAR_ACCEPT}
            onFile={onFile}
            pending={upload.isPending}
            disabled={remove.isPending}
            hint="A square image works best. JPEG, JPG, PNG, GIF or WebP, maximum 10MB."
            error={problem}
          >
            {hasAvatar ? (
              <PendingButton
                type="button"
                className="btn-ghost text-danger"
                onClick={onRemove}
                pending={remove.isPending}
                disabled={upload.isPending}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </PendingButton>
            ) : null}
          </ImageUpload>
          <div aria-live="polite" className="text-sm">
            {upload.isPending ? <p className="text-muted">Uploading your picture…</p> : null}
            {remove.isPending ? <p className="text-muted">Removing your picture…</p> : null}
          </div>
        </div>
      </div>
    </AccountCard>
  );
}
