import { fullName } from '@shared/domain/member-names';
import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { accountEntries } from './nav-items';
import { useShell } from './shell-context';
import { UserAvatar } from './user-avatar';

/** Spec: the desktop user menu opens on hover of the avatar after 40 ms. */
export const HOVER_OPEN_DELAY_MS = 40;
/** Grace period to travel from the avatar to the menu (and back) without it closing. */
const HOVER_CLOSE_DELAY_MS = 200;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/**
 * Desktop user menu. Click, Enter, Space and ArrowDown open it with focus in the menu (Tab cannot
 * leave it; Escape returns focus to the avatar). Hovering with a mouse opens it too, so the pointer
 * can leave again and close it; a click while hover-opened pins it open. It is never modal: a
 * modal menu hides the whole page from assistive technology with aria-hidden while the page's links
 * stay focusable, which screen readers report as focusable content that is hidden.
 */
export function UserMenu() {
  const { me, signOut } = useShell();
  const [open, setOpen] = useState(false);
  const hoverOpened = useRef(false);
  /** Where focus was before a hover opened the menu, to put it back when the pointer leaves. */
  const focusBeforeHover = useRef<HTMLElement | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const onOpenChange = (next: boolean) => {
    clearTimers();
    hoverOpened.current = false;
    if (next) {
      focusBeforeHover.current = null;
    }
    setOpen(next);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (open) return;
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => {
      hoverOpened.current = true;
      focusBeforeHover.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    }, HOVER_OPEN_DELAY_MS);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(openTimer.current);
    if (!hoverOpened.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      hoverOpened.current = false;
      setOpen(false);
    }, HOVER_CLOSE_DELAY_MS);
  };

  /** A menu the pointer merely passed over gives focus back to where it was, not to the avatar. */
  const onCloseAutoFocus = (event: Event) => {
    const previous = focusBeforeHover.current;
    focusBeforeHover.current = null;
    if (previous && previous !== document.body && previous.isConnected) {
      event.preventDefault();
      previous.focus({ preventScroll: true });
    }
  };

  const onTriggerPointerDown = (event: PointerEvent) => {
    if (open && hoverOpened.current) {
      // Radix would toggle it closed; a click on a hover-opened menu means "keep it open".
      event.preventDefault();
      clearTimers();
      hoverOpened.current = false;
      focusBeforeHover.current = null;
    }
  };

  const name = fullName(me.profile);
  const email = me.profile.email || me.user.email;

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        aria-label="Open user menu"
        className="rounded-full p-0.5 transition-shadow hover:ring-2 hover:ring-accent data-[state=open]:ring-2 data-[state=open]:ring-ring"
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onPointerDown={onTriggerPointerDown}
      >
        <UserAvatar profile={me.profile} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="right"
          align="end"
          sideOffset={18}
          collisionPadding={8}
          className="z-50 min-w-60 rounded-lg border border-border bg-surface p-1.5 shadow-lg motion-safe:animate-fade-in"
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block truncate text-sm font-semibold text-ink">
              {name || 'Complete your profile'}
            </span>
            <span className="block truncate text-xs text-muted">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {accountEntries(me, 'desktop').map(({ key, label, to, icon: Icon }) => (
            <DropdownMenu.Item key={key} asChild className={itemClass}>
              <Link to={to}>
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
