import { writeFileSync } from 'node:fs';
import { demoDir } from './fixtures';

/**
 * Moves the clock of the running journey's demo server `ms` ahead of the real time (0: back to the
 * real time). Each worker has its own install, which reads its offset from its data folder
 * (scripts/e2e-server.ts: TEST_CLOCK_FILE).
 */
export function setServerClockAhead(ms: number): void {
  writeFileSync(`${demoDir()}/clock-offset-ms`, String(ms));
}
