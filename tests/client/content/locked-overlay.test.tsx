import { LockedOverlay } from '@client/features/content/card/locked';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard, renderAt } from './support';

const card = makeCard({ id: 'res_42', title: 'Coaching circles' });

function setup() {
  renderAt(<LockedOverlay card={card} />, { path: '/public-events', me: null });
  return {
    user: userEvent.setup(),
    lock: screen.getByRole('link', { name: /Coaching circles: Only available to Praxis Fellows/ }),
  };
}

describe('the lock on a card a visitor cannot open', () => {
  it('leads to sign-in and comes back to the item', () => {
    const { lock } = setup();
    expect(lock.getAttribute('href')).toMatch(/^\/login\?/);
    expect(decodeURIComponent(lock.getAttribute('href')!)).toContain('res_42');
  });

  it('shows its hint while the keyboard focus is on it, hides it with Escape and when the focus leaves', async () => {
    const { user, lock } = setup();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(lock).toHaveFocus();
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Only available to Praxis Fellows');
    expect(lock).toHaveAttribute('aria-describedby', hint.id);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await act(async () => lock.blur());
    await act(async () => lock.focus());
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows its hint while a pointer rests on it, and hides it when the pointer leaves', async () => {
    const { user, lock } = setup();
    await user.hover(lock);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Only available to Praxis Fellows');
    await user.unhover(lock);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
