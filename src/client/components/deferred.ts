import {
  type ComponentType,
  createElement,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * A component whose code is fetched the first time it is drawn (a dialog, when it opens) or
 * earlier through `preload`, which its trigger calls when a pointer or the focus reaches it. The
 * member frame draws its menus' and dialogs' buttons at once and their Radix code only on demand:
 * that code stays out of what a member page downloads and runs before its first paint.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  // Once here, the component is drawn directly: a lazy one would suspend on its first drawing even
  // then, and React holds a revealed Suspense boundary back for up to 300 ms.
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (err: unknown) => {
        // A failed download (a dropped connection) is tried again at the next opening: React
        // keeps a lazy component's failure, so the next drawing gets a new one.
        loading = null;
        current = lazy(preload);
        throw err;
      },
    );
    return loading;
  };
  let current = lazy(preload);
  /**
   * Draws nothing until the code is here (its own Suspense boundary), then the component. Which of
   * the two ways is chosen once, when it is first drawn: switching a drawn one from the lazy
   * component to the loaded one would be a different element to React, which would draw the
   * dialog afresh and lose what was typed in it.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per deferred module, when it is imported.
  function Component(props: P) {
    const [drawn] = useState(() => loaded ?? (current as ComponentType<P>));
    if (drawn === loaded) return createElement(drawn, props);
    return createElement(Suspense, { fallback: null }, createElement(drawn, props));
  }
  const start = () => void preload().catch(() => undefined);
  return {
    Component,
    /** Starts the download; safe to call any number of times, and as an event handler. */
    preload: start,
    /** A button's handlers that start the download when a pointer or the focus reaches it. */
    preloadOnIntent: { onPointerEnter: start, onPointerDown: start, onFocus: start },
    /** The component once its code is here, else null (see useDeferredComponent). */
    loaded: () => loaded,
    /** The download, for a caller that waits for it. */
    load: preload,
  };
}

/**
 * The component of `deferred` where a part may simply be missing until its code arrives (the
 * desktop rail's contents): null until then, and drawn at once when it comes, without Suspense,
 * which would hold it back for up to 300 ms more. Starts the download if nothing has.
 */
export function useDeferredComponent<P extends object>(part: {
  loaded: () => ComponentType<P> | null;
  load: () => Promise<unknown>;
}): ComponentType<P> | null {
  const [component, setComponent] = useState(part.loaded);
  useEffect(() => {
    if (component) return;
    let live = true;
    part.load().then(
      () => live && setComponent(() => part.loaded()),
      () => undefined, // tried again the next time the part is drawn
    );
    return () => {
      live = false;
    };
  }, [component, part]);
  return component;
}

/**
 * A Radix dialog opened by a plain button (not its own Trigger) gives the focus back to that
 * button when it closes: the dialog's `onCloseAutoFocus`.
 */
export const returnFocusTo =
  (target: RefObject<HTMLElement | null>) =>
  (event: Event): void => {
    event.preventDefault();
    target.current?.focus();
  };

/** What a deferred dialog is drawn with: how to close it, and the button that opened it. */
export interface DeferredDialogProps {
  onClose: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The state and the button of a deferred dialog: a plain button that says it opens a dialog,
 * starts the dialog's download when a pointer or the focus reaches it, and opens it on a click.
 * Draw the dialog only while `open`, with `onCloseAutoFocus={returnFocusTo(trigger)}`.
 */
export function useDeferredDialog(dialog: { preloadOnIntent: Record<string, () => void> }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    trigger,
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      ...dialog.preloadOnIntent,
      onClick: () => setOpen(true),
    },
  };
}
