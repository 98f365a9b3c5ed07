import { clsx } from 'clsx';
import { House, LogOut, Map as MapIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { DeferredDialogProps } from '../../components/deferred';
import { isSectionActive, NAV_ITEMS } from './nav-items';
import { PhoneSheet } from './phone-sheet';
import { useShell } from './shell-context';

const rowClass = 'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium transition-colors';

/** The slide-in menu itself (a dialog, so focus stays inside), drawn only while open. */
export default function MobileNavDrawer({ onClose, trigger }: DeferredDialogProps) {
  const { signOut } = useShell();
  const { pathname } = useLocation();

  const links = [
    { label: 'Homepage', to: '/', icon: House, active: pathname === '/' },
    ...NAV_ITEMS.map((item) => ({ ...item, active: isSectionActive(pathname, item) })),
    {
      label: 'Roadmap',
      to: '/roadmap',
      icon: MapIcon,
      active: isSectionActive(pathname, { to: '/roadmap' }),
    },
  ];

  return (
    <PhoneSheet
      title="Menu"
      closeLabel="Close menu"
      className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl outline-none motion-safe:animate-slide-in-left"
      overlay
      onClose={onClose}
      trigger={trigger}
    >
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {links.map(({ label, to, icon: Icon, active }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  rowClass,
                  active ? 'bg-accent text-accent-foreground' : 'text-ink hover:bg-subtle',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-border p-3">
        <button
          type="button"
          className={clsx(rowClass, 'w-full text-ink hover:bg-subtle')}
          onClick={() => void signOut()}
        >
          <LogOut className="size-5" aria-hidden="true" />
          Log out
        </button>
      </div>
    </PhoneSheet>
  );
}
