/*
 * The browser journeys run in parallel workers; each worker has a slot (Playwright's parallel
 * index, 0 to workers - 1) with installs of its own: the demo install on `E2E_PORT + slot` and
 * the production install on `E2E_PROD_PORT + slot`, each with its own database, data folder and
 * mail. Two journeys running at once never see each other's members, saves or mail.
 */

/** Workers, and so slots, of one run (E2E_WORKERS, 2 by default). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The data folder (and its mail/) of the demo install of a slot. */
export const demoDataDir = (slot: number) => `.data-e2e-${slot}`;

/** The data folder (mail/, env.json) of the production install of a slot. */
export const productionDataDir = (slot: number) => `.data-e2e-prod-${slot}`;

/** The URL of a slot's install, from the project's base URL (the slot 0 install). */
export function urlForSlot(baseURL: string, slot: number): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + slot);
  return url.origin;
}
