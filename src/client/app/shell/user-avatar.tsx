import { initials } from '@shared/domain/member-names';
import { clsx } from 'clsx';
import { Avatar } from 'radix-ui';
import type { MeProfile } from '../../lib/session';

/** Whose avatar: anyone with a name, an email and maybe a picture (the member, a teammate…). */
export type AvatarPerson = Pick<MeProfile, 'firstName' | 'lastName' | 'email' | 'avatarUrl'>;

/** Profile picture with the initials as fallback (also while the image loads or if it fails). */
export function UserAvatar({ profile, className }: { profile: AvatarPerson; className?: string }) {
  return (
    <Avatar.Root
      className={clsx(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground',
        className ?? 'size-9 text-sm',
      )}
    >
      {profile.avatarUrl ? (
        <Avatar.Image src={profile.avatarUrl} alt="" className="size-full object-cover" />
      ) : null}
      <Avatar.Fallback delayMs={profile.avatarUrl ? 400 : undefined} aria-hidden="true">
        {initials(profile)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
