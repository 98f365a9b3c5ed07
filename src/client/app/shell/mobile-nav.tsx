import { Menu } from 'lucide-react';
import { deferred, useDeferredDialog } from '../../components/deferred';

const Drawer = deferred(() => import('./mobile-nav-drawer').then((m) => m.default));

/** Mobile (< 768 px) slide-in menu behind the hamburger (its code loads when it is first wanted). */
export function MobileNav() {
  const { open, setOpen, trigger, triggerProps } = useDeferredDialog(Drawer);
  return (
    <>
      <button {...triggerProps} className="icon-btn" aria-label="Open menu">
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {open ? <Drawer.Component onClose={() => setOpen(false)} trigger={trigger} /> : null}
    </>
  );
}
