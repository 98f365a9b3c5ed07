import { clsx } from 'clsx';
import { Map as MapIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { getConfig } from '../../lib/config';
import { isSectionActive, NAV_ITEMS } from './nav-items';
import { UserMenu } from './user-menu';

function SidebarLink({
  to,
  label,
  icon: Icon,
  active,
}: {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  active: boolean;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'flex w-[63px] flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-[11px] leading-tight font-medium transition-colors',
        active ? 'bg-primary text-primary-foreground' : 'text-muted hover:bg-subtle hover:text-ink',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      <span>{label}</span>
    </Link>
  );
}

/** What the desktop rail holds (the rail itself is the shell's): the mark, the sections, the user menu. */
export default function Sidebar() {
  const { pathname } = useLocation();
  const { appName } = getConfig();
  return (
    <>
      <Link to="/" aria-label={`${appName} home`} className="rounded-lg">
        <LogoMark className="size-10" />
      </Link>
      <nav aria-label="Main" className="mt-4 flex min-h-0 flex-1 flex-col items-center overflow-y-auto">
        <ul className="flex flex-col items-center gap-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <SidebarLink {...item} active={isSectionActive(pathname, item)} />
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-3">
          <SidebarLink
            to="/roadmap"
            label="Roadmap"
            icon={MapIcon}
            active={isSectionActive(pathname, { to: '/roadmap' })}
          />
        </div>
      </nav>
      <div className="mt-3 border-t border-border pt-3">
        <UserMenu />
      </div>
    </>
  );
}
