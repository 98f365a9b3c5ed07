import {
  type DeferredDialogProps,
  deferred,
  returnFocusTo,
  useDeferredComponent,
  useDeferredDialog,
} from '@client/components/deferred';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** A dialog as a deferred module would export it: Radix, open while drawn. */
function NoteDialog({ onClose, trigger }: DeferredDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content aria-describedby={undefined} onCloseAutoFocus={returnFocusTo(trigger)}>
          <Dialog.Title>Note</Dialog.Title>
          <Dialog.Close>Close note</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Opener({ Note }: { Note: ReturnType<typeof deferred<DeferredDialogProps>> }) {
  const { open, setOpen, trigger, triggerProps } = useDeferredDialog(Note);
  return (
    <>
      <button type="button">Before</button>
      <button {...triggerProps}>Open note</button>
      {open ? <Note.Component onClose={() => setOpen(false)} trigger={trigger} /> : null}
    </>
  );
}

function setup(load: () => Promise<typeof NoteDialog>) {
  const user = userEvent.setup();
  render(<Opener Note={deferred(load)} />);
  return { user, button: screen.getByRole('button', { name: 'Open note' }) };
}

describe('a deferred dialog', () => {
  it('loads nothing until its button is reached, then once, however often it is reached', async () => {
    const load = vi.fn(async () => NoteDialog);
    const { user, button } = setup(load);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();

    await user.hover(button);
    await user.tab(); // the focus reaches "Before", then the button
    await user.tab();
    expect(button).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on a click with the focus inside, and gives the focus back to its button on Escape', async () => {
    const { user, button } = setup(async () => NoteDialog);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Note' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('tries a failed download (a dropped connection) again when the button is pressed', async () => {
    const load = vi
      .fn<() => Promise<typeof NoteDialog>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(NoteDialog);
    const { user, button } = setup(load);
    await user.hover(button);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await user.unhover(button);
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function Part({ part }: { part: ReturnType<typeof deferred<object>> }) {
  const Loaded = useDeferredComponent(part);
  return <nav aria-label="Rail">{Loaded ? <Loaded /> : null}</nav>;
}

describe('a deferred part of the page', () => {
  it('is drawn empty until its code arrives, then at once, and a failed download is tried again', async () => {
    let arrive: (component: ComponentType<object>) => void = () => undefined;
    let attempts = 0;
    const part = deferred<object>(() => {
      attempts++;
      if (attempts === 1) return Promise.reject(new Error('network'));
      return new Promise((resolve) => {
        arrive = resolve;
      });
    });
    const first = render(<Part part={part} />);
    await waitFor(() => expect(attempts).toBe(1));
    expect(screen.getByRole('navigation', { name: 'Rail' })).toBeEmptyDOMElement();
    first.unmount();

    render(<Part part={part} />);
    await waitFor(() => expect(attempts).toBe(2));
    expect(screen.getByRole('navigation', { name: 'Rail' })).toBeEmptyDOMElement();
    arrive(() => <a href="/saved">Saved</a>);
    expect(await screen.findByRole('link', { name: 'Saved' })).toBeInTheDocument();
    expect(part.loaded()).not.toBeNull();
  });
});

/** A dialog with a field, in an opener that draws again on every keystroke (as the search box does). */
function FieldDialog({
  onClose,
  trigger,
  value,
  onChange,
}: DeferredDialogProps & { value: string; onChange: (v: string) => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content aria-describedby={undefined} onCloseAutoFocus={returnFocusTo(trigger)}>
          <Dialog.Title>Find</Dialog.Title>
          <label>
            Words
            <input value={value} onChange={(event) => onChange(event.target.value)} />
          </label>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Finder = deferred(async () => FieldDialog);

function FinderOpener() {
  const { open, setOpen, trigger, triggerProps } = useDeferredDialog(Finder);
  const [value, setValue] = useState('');
  return (
    <>
      <button {...triggerProps}>Find</button>
      {open ? (
        <Finder.Component
          value={value}
          onChange={setValue}
          onClose={() => setOpen(false)}
          trigger={trigger}
        />
      ) : null}
    </>
  );
}

describe('a deferred dialog opened before its code arrived', () => {
  it('stays the same dialog when its opener draws it again: the field keeps its focus and what is typed', async () => {
    const user = userEvent.setup();
    render(<FinderOpener />);
    // Opened with the keyboard's click alone: no pointer or focus started the download before.
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const field = await screen.findByRole('textbox', { name: 'Words' });
    await user.click(field);
    await user.keyboard('coaching');
    expect(screen.getByRole('textbox', { name: 'Words' })).toBe(field);
    expect(field).toHaveValue('coaching');
    expect(field).toHaveFocus();
  });
});
