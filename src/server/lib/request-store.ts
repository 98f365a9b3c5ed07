import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of code runs for, wherever it runs: the logger reads the id from here, so a
 * line written by a service or the mailer carries it without being handed a request-bound logger.
 */
export const requestStore = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => requestStore.getStore()?.requestId;
