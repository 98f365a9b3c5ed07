import { readFileSync } from 'node:fs';

/** The time as the server's periodic work sees it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The server's clock: the system's, or in tests the system's moved ahead by the number of
 * milliseconds written in `offsetFile` (absent or unreadable: not moved), so a browser journey
 * can let time pass for the server without waiting.
 */
export function clockFrom(offsetFile: string | undefined): Clock {
  if (!offsetFile) return systemClock;
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(offsetFile, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
    return new Date(Date.now() + offset);
  };
}
