import { writeFileSync } from 'node:fs';

/** The file the journeys' server reads its clock offset from (scripts/e2e-server.ts). */
const CLOCK_FILE = '.data-e2e/clock-offset-ms';

/** Moves the server's clock `ms` ahead of the real time (0: back to the real time). */
export function setServerClockAhead(ms: number): void {
  writeFileSync(CLOCK_FILE, String(ms));
}
