import { deferred, useDeferredDialog } from '../../components/deferred';
import { useShell } from './shell-context';
import { UserAvatar } from './user-avatar';

const Sheet = deferred(() => import('./mobile-account-sheet').then((m) => m.default));

/** Mobile full-screen account menu behind the avatar button (its code loads when first wanted). */
export function MobileAccountMenu() {
  const { me } = useShell();
  const { open, setOpen, trigger, triggerProps } = useDeferredDialog(Sheet);
  return (
    <>
      <button {...triggerProps} className="rounded-full p-0.5" aria-label="Open account menu">
        <UserAvatar profile={me.profile} className="size-8 text-xs" />
      </button>
      {open ? <Sheet.Component onClose={() => setOpen(false)} trigger={trigger} /> : null}
    </>
  );
}
