/**
 * 'Replay Onboarding Tour' on the account page asks the onboarding gate (in the protected layout)
 * to open the tour at once, without waiting for the after-sign-in delay.
 */
const listeners = new Set<() => void>();

export function requestOnboardingReplay(): void {
  for (const listener of listeners) listener();
}

export function onOnboardingReplay(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
