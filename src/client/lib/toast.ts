/**
 * Toasts without putting sonner on the critical path: sonner (and its Toaster) load on the first
 * toast or once the browser is idle, whichever comes first. Sonner replays toasts created before
 * its Toaster subscribed, so nothing is lost in between.
 */
type Sonner = typeof import('sonner');
type ToastOptions = Parameters<Sonner['toast']['success']>[1];

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Asks the app to mount the Toaster (it renders nothing until then). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => wanted,
};

function show(
  kind: 'success' | 'error' | 'info' | 'warning' | 'message',
  message: string,
  options?: ToastOptions,
) {
  requestToaster();
  void loadSonner().then((m) =>
    kind === 'message' ? m.toast(message, options) : m.toast[kind](message, options),
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  message: (message: string, options?: ToastOptions) => show('message', message, options),
};
