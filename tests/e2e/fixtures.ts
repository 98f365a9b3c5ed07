import { test as base } from '@playwright/test';
import { demoDataDir, productionDataDir, urlForSlot } from './slots';

export { expect } from '@playwright/test';

/** Playwright's test, with `baseURL` pointing at the installs of the worker's slot (slots.ts). */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL && urlForSlot(baseURL, testInfo.parallelIndex));
  },
});

/** The running journey's slot. */
const slot = () => test.info().parallelIndex;

/** The demo install's data folder of the running journey's slot. */
export const demoDir = () => demoDataDir(slot());

/** The production install's data folder of the running journey's slot. */
export const productionDir = () => productionDataDir(slot());

/** The base URL of the running journey's install (its project's, moved to its slot). */
export const slotBaseURL = () => urlForSlot(test.info().project.use.baseURL!, slot());
