import { initials } from '@shared/domain/member-names';
import { clsx } from 'clsx';
import { useState } from 'react';
import type { MeProfile } from '../../lib/session';

/** Whose avatar: anyone with a name, an email and maybe a picture (the member, a teammate…). */
export type AvatarPerson = Pick<MeProfile, 'firstName' | 'lastName' | 'email' | 'avatarUrl'>;

/**
 * Profile picture with the initials under it: they show while the picture loads, and for good if
 * there is none or it fails to load.
 */
export function UserAvatar({ profile, className }: { profile: AvatarPerson; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = profile.avatarUrl && profile.avatarUrl !== failed ? profile.avatarUrl : null;
  return (
    <span
      className={clsx(
        'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground',
        className ?? 'size-9 text-sm',
      )}
    >
      <span aria-hidden="true">{initials(profile)}</span>
      {picture ? (
        <img
          src={picture}
          alt=""
          onError={() => setFailed(picture)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
