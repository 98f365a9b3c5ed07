import {
  CompetencyInfo,
  HOVER_CLOSE_DELAY_MS,
  HOVER_OPEN_DELAY_MS,
} from '@client/features/assessment/competency-info';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompetencies } from './assessment-fixtures';
import { renderAt } from './content/support';

const competency = makeCompetencies()[4]!; // Co-creating Solutions, CONSULTING

const card = () => screen.queryByTestId('competency-hover-card');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('competency hover card', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function setup() {
    const view = renderAt(<CompetencyInfo competency={competency} />, { path: '/ld-assessment' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = screen.getByRole('button', {
      name: 'About Co-creating Solutions: description and levels',
    });
    return { ...view, user, button };
  }

  it('opens on hover with the description and five levels, and closes 150 ms after the pointer leaves', async () => {
    const { user, button } = setup();
    await user.hover(button);
    await advance(HOVER_OPEN_DELAY_MS);
    // The panel's code arrives when the pointer first reaches the button.
    const open = await screen.findByTestId('competency-hover-card');
    expect(open).toHaveTextContent('Consulting');
    expect(open).toHaveTextContent('What Co-creating Solutions means for an L&D practitioner.');
    for (let level = 1; level <= 5; level++) {
      expect(open).toHaveTextContent(`Level ${level}Co-creating Solutions: level ${level} description.`);
    }

    await user.unhover(button);
    await advance(HOVER_CLOSE_DELAY_MS - 50);
    expect(card()).not.toBeNull();
    await advance(60);
    expect(card()).toBeNull();
  });

  it('opens when keyboard focus reaches the button and closes after the delay when it leaves', async () => {
    const { button } = setup();
    await act(async () => button.focus());
    await advance(HOVER_OPEN_DELAY_MS);
    expect(await screen.findByTestId('competency-hover-card')).not.toHaveAttribute('role');
    // The hover card leaves the focus where it is.
    expect(button).toHaveFocus();
    await act(async () => button.blur());
    expect(card()).not.toBeNull();
    await advance(HOVER_CLOSE_DELAY_MS + 10);
    expect(card()).toBeNull();
  });

  it('opens the same text in a popover on a press (touch or keyboard), closed with Escape', async () => {
    const { user, button } = setup();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Co-creating Solutions' });
    expect(dialog).toHaveTextContent('Level 5Co-creating Solutions: level 5 description.');
    // Not both at once.
    await advance(HOVER_OPEN_DELAY_MS + 10);
    expect(card()).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // Focus coming back from the popover does not pop the hover card up again.
    await advance(HOVER_OPEN_DELAY_MS + 10);
    expect(card()).toBeNull();
  });

  it('is a plain button until it is used: a press opens the popover, a second press closes it', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Co-creating Solutions' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press elsewhere closes the popover and leaves the focus where the press put it', async () => {
    const view = renderAt(
      <>
        <CompetencyInfo competency={competency} />
        <input aria-label="Elsewhere" />
      </>,
      { path: '/ld-assessment' },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(view.getByRole('button', { name: /^About Co-creating Solutions/ }));
    await screen.findByRole('dialog', { name: 'Co-creating Solutions' });
    const elsewhere = view.getByRole('textbox', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(HOVER_OPEN_DELAY_MS + 10);
    expect(elsewhere).toHaveFocus();
    expect(card()).toBeNull();
  });

  it('Escape closes the hover card, or stops one still waiting to open, and the focus stays', async () => {
    const { user, button } = setup();
    await act(async () => button.focus());
    await advance(HOVER_OPEN_DELAY_MS);
    await screen.findByTestId('competency-hover-card');
    await user.keyboard('{Escape}');
    expect(card()).toBeNull();
    expect(button).toHaveFocus();

    await act(async () => button.blur());
    await act(async () => button.focus());
    await user.keyboard('{Escape}'); // before the open delay has passed
    await advance(HOVER_OPEN_DELAY_MS + 10);
    expect(card()).toBeNull();
    expect(button).toHaveFocus();
  });
});
