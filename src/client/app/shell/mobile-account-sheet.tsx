import { fullName } from '@shared/domain/member-names';
import { ChevronRight, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { DeferredDialogProps } from '../../components/deferred';
import { accountEntries } from './nav-items';
import { PhoneSheet } from './phone-sheet';
import { useShell } from './shell-context';
import { UserAvatar } from './user-avatar';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-4 py-3.5 text-base font-medium text-ink transition-colors hover:bg-subtle';

/** The full-screen account menu itself, drawn only while open. */
export default function MobileAccountSheet({ onClose, trigger }: DeferredDialogProps) {
  const { me, signOut } = useShell();
  const name = fullName(me.profile);
  const email = me.profile.email || me.user.email;

  return (
    <PhoneSheet
      title="Account"
      closeLabel="Close account menu"
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface outline-none motion-safe:animate-fade-in"
      onClose={onClose}
      trigger={trigger}
    >
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <UserAvatar profile={me.profile} className="size-20 text-2xl" />
        <p className="text-lg font-semibold">{name || 'Complete your profile'}</p>
        <p className="text-sm break-all text-muted">{email}</p>
      </div>
      <nav aria-label="Account" className="px-3">
        <ul className="flex flex-col gap-1">
          {accountEntries(me, 'mobile').map(({ key, label, to, icon: Icon }) => (
            <li key={key}>
              <Link to={to} className={rowClass}>
                <Icon className="size-5 text-muted" aria-hidden="true" />
                <span className="flex-1">{label}</span>
                <ChevronRight className="size-4 text-muted" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 border-t border-border px-3 py-3">
        <button type="button" className={rowClass} onClick={() => void signOut()}>
          <LogOut className="size-5 text-muted" aria-hidden="true" />
          Log out
        </button>
      </div>
    </PhoneSheet>
  );
}
