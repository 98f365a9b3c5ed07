import { PendingButton } from '@client/components/pending-button';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** A one-field form whose Send button is pending from the first submit until `finish` is pressed. */
function SendForm({ onSend }: { onSend: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSend();
          setPending(true);
        }}
      >
        <label>
          Message
          <input name="message" />
        </label>
        <PendingButton type="submit" className="btn-primary" pending={pending}>
          Send
        </PendingButton>
      </form>
      <button type="button" onClick={() => setPending(false)}>
        finish
      </button>
    </>
  );
}

/** A Rename that is unavailable once the name is saved (nothing left to change). */
function RenameForm({ onRename }: { onRename: () => void }) {
  const [saved, setSaved] = useState('Ops');
  const [name, setName] = useState('Ops');
  const [pending, setPending] = useState(false);
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <PendingButton
        type="button"
        pending={pending}
        disabled={name === saved}
        onClick={() => {
          onRename();
          setPending(true);
        }}
      >
        Rename
      </PendingButton>
      <button
        type="button"
        onClick={() => {
          setSaved(name);
          setPending(false);
        }}
      >
        answer
      </button>
    </>
  );
}

describe('PendingButton', () => {
  it('keeps focus while pending, is marked aria-disabled and aria-busy, and ignores presses', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <PendingButton type="button" pending={false} onClick={onClick}>
        Save
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();

    rerender(
      <PendingButton type="button" pending onClick={onClick}>
        Save
      </PendingButton>,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(button).toHaveClass('aria-busy:cursor-wait', 'aria-disabled:opacity-60');

    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();

    rerender(
      <PendingButton type="button" pending={false} onClick={onClick}>
        Save
      </PendingButton>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form again while pending, by click or by Enter in a field', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SendForm onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    const field = screen.getByRole('textbox', { name: 'Message' });

    await user.type(field, 'Hello{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(send).toHaveAttribute('aria-busy', 'true');

    await user.type(field, '{Enter}');
    await user.click(send);
    await user.keyboard('{Enter}');
    expect(send).toHaveFocus();
    expect(onSend).toHaveBeenCalledTimes(1);

    // Once the call is over, both ways submit again.
    await user.click(screen.getByRole('button', { name: 'finish' }));
    await user.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'finish' }));
    await user.click(send);
    expect(onSend).toHaveBeenCalledTimes(3);
  });

  it('does not let an ignored press reach what is around the button', async () => {
    const user = userEvent.setup();
    const onCard = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a clickable card
      // biome-ignore lint/a11y/useKeyWithClickEvents: stands in for a clickable card
      <div onClick={onCard}>
        <PendingButton type="button" pending>
          Save
        </PendingButton>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onCard).not.toHaveBeenCalled();
  });

  it('leaves disabled as it is: an unavailable button is disabled and not pending', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <PendingButton type="button" pending={false} disabled onClick={onClick}>
        Rename
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Rename' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('holds focus when its action becomes unavailable while focused, and is disabled once focus moves on', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<RenameForm onRename={onClick} />);
    const rename = screen.getByRole('button', { name: 'Rename' });
    expect(rename).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' team');
    await user.click(rename);
    expect(onClick).toHaveBeenCalledTimes(1);
    // The answer arrives (fired directly, so focus stays where the member left it).
    screen.getByRole('button', { name: 'answer' }).click();
    await screen.findByRole('button', { name: 'Rename' });

    // Nothing is left to rename, but focus stays on the button: held, not disabled.
    expect(rename).toHaveFocus();
    expect(rename).toBeEnabled();
    expect(rename).toHaveAttribute('aria-disabled', 'true');
    expect(rename).not.toHaveAttribute('aria-busy');
    await user.keyboard('{Enter}');
    await user.click(rename);
    expect(onClick).toHaveBeenCalledTimes(1);

    // Once focus moves on, it is disabled like any unavailable button.
    await user.tab();
    expect(rename).not.toHaveFocus();
    expect(rename).toBeDisabled();
  });
});
