/** The dimmed backdrop behind a modal dialog. */
export const dialogOverlayClass = 'fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in';

/** A centred dialog panel of the given width class (max-w-md by default), scrolling when tall. */
export const dialogContentClass = (width = 'max-w-md') =>
  `fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-xl outline-none motion-safe:animate-fade-in`;
