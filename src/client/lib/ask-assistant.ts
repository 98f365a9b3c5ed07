/**
 * Any page may hand a question to the assistant (the search page when nothing was found): the
 * shell's assistant button opens the panel and asks it. An event, so that a page imports none of
 * the assistant's code.
 */
const EVENT = 'praxis:ask-assistant';

export function askAssistant(question: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: question }));
}

/** Calls `handler` with each question handed over; returns the unsubscribe. */
export function onAskAssistant(handler: (question: string) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<string>).detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
