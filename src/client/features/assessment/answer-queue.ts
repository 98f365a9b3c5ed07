import { ASSESSMENT_MESSAGES } from '@shared/domain/assessment';
import { isApiError } from '../../lib/api';

/**
 * Every answer is sent the moment it is chosen, and none is ever lost: the choice shows at once,
 * an answer the network did not take stays queued (and on this device, so a reload or a closed
 * tab keeps it) and is sent again with a growing pause, at once when the browser comes back
 * online, or when the member asks. One request per item at a time, the latest choice last, so
 * the server always ends with the member's final answer.
 */

export type ItemSaveState =
  | { state: 'saving' }
  | { state: 'saved' }
  /** Not taken yet; kept and sent again. */
  | { state: 'retrying'; message: string }
  /** Refused for good (the assessment was submitted elsewhere, the item is gone…). */
  | { state: 'failed'; message: string };

export interface AnswerSnapshot {
  answers: Readonly<Record<string, number>>;
  status: Readonly<Record<string, ItemSaveState>>;
  /** Answers chosen but not yet taken by the server. */
  unsent: number;
  /** Some answers wait for a retry. */
  retrying: boolean;
  /** The message of an answer refused for good, if any. */
  failure: string | null;
}

export type SendAnswer = (itemId: string, value: number) => Promise<unknown>;

export interface AnswerQueueOptions {
  instanceId: string;
  initial: Readonly<Record<string, number>>;
  send: SendAnswer;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Pauses before the 1st, 2nd… retry (the last one repeats). */
  backoffMs?: readonly number[];
}

export const RETRY_MESSAGE = 'Not saved yet: we keep your answer and try again.';
const DEFAULT_BACKOFF = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export const unsentKey = (instanceId: string) => `praxis.assessment.unsent.${instanceId}`;

/** Network failures, server errors, timeouts and rate limits pass; a refusal does not. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

function refusalMessage(error: unknown): string {
  if (isApiError(error) && error.status === 409) return ASSESSMENT_MESSAGES.alreadySubmitted;
  if (isApiError(error)) return error.message;
  return 'This answer could not be saved.';
}

function defaultStorage(): AnswerQueueOptions['storage'] {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export class AnswerQueue {
  private answers: Record<string, number>;
  private status: Record<string, ItemSaveState> = {};
  private unsent = new Map<string, number>();
  private inFlight = new Set<string>();
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();
  private snapshot: AnswerSnapshot;
  private failure: string | null = null;
  private active = false;
  private readonly storage: AnswerQueueOptions['storage'];
  private readonly backoff: readonly number[];

  constructor(private readonly options: AnswerQueueOptions) {
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.backoff = options.backoffMs ?? DEFAULT_BACKOFF;
    this.answers = { ...options.initial };
    for (const [itemId, value] of Object.entries(this.readStored())) {
      this.answers[itemId] = value;
      this.unsent.set(itemId, value);
      this.status[itemId] = { state: 'saving' };
    }
    this.snapshot = this.makeSnapshot();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  /** Starts sending (answers kept from an earlier visit first) and listens for the network's return. */
  start(): void {
    if (this.active) return;
    this.active = true;
    if (typeof window !== 'undefined') window.addEventListener('online', this.retryNow);
    for (const itemId of this.unsent.keys()) this.pump(itemId);
  }

  /** Stops retrying (answers still unsent stay on this device for the next visit). */
  stop(): void {
    this.active = false;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.retryNow);
    this.clearTimer();
  }

  /** The member chose `value` for an item. */
  set(itemId: string, value: number): void {
    this.answers = { ...this.answers, [itemId]: value };
    this.unsent.set(itemId, value);
    this.status = { ...this.status, [itemId]: { state: 'saving' } };
    this.persist();
    this.emit();
    this.pump(itemId);
  }

  /** Sends every waiting answer now. */
  retryNow = (): void => {
    this.clearTimer();
    this.failures = 0;
    for (const itemId of this.unsent.keys()) {
      if (this.inFlight.has(itemId)) continue;
      this.setStatus(itemId, { state: 'saving' });
      this.pump(itemId);
    }
    this.emit();
  };

  private pump(itemId: string): void {
    if (!this.active || this.inFlight.has(itemId)) return;
    const value = this.unsent.get(itemId);
    if (value === undefined) return;
    this.inFlight.add(itemId);
    this.options.send(itemId, value).then(
      () => {
        this.inFlight.delete(itemId);
        this.failures = 0;
        if (this.unsent.get(itemId) === value) {
          this.unsent.delete(itemId);
          this.persist();
          this.setStatus(itemId, { state: 'saved' });
          this.emit();
          // Others that waited for the network go now.
          if (this.timer !== null) this.retryNow();
        } else {
          this.pump(itemId);
        }
      },
      (error: unknown) => {
        this.inFlight.delete(itemId);
        if (this.unsent.get(itemId) !== value) {
          // A newer choice came in meanwhile: send that one.
          this.pump(itemId);
          return;
        }
        if (isTransient(error)) {
          this.setStatus(itemId, { state: 'retrying', message: RETRY_MESSAGE });
          this.scheduleRetry();
        } else {
          this.unsent.delete(itemId);
          this.persist();
          this.failure = refusalMessage(error);
          this.setStatus(itemId, { state: 'failed', message: this.failure });
        }
        this.emit();
      },
    );
  }

  private scheduleRetry(): void {
    if (this.timer !== null || !this.active) return;
    const pause = this.backoff[Math.min(this.failures, this.backoff.length - 1)] ?? 30_000;
    this.failures += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      for (const itemId of this.unsent.keys()) {
        if (this.inFlight.has(itemId)) continue;
        this.setStatus(itemId, { state: 'saving' });
        this.pump(itemId);
      }
      this.emit();
    }, pause);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(itemId: string, state: ItemSaveState): void {
    this.status = { ...this.status, [itemId]: state };
  }

  private readStored(): Record<string, number> {
    try {
      const raw = this.storage?.getItem(unsentKey(this.options.instanceId));
      if (!raw) return {};
      const parsed = JSON.parse(raw) as unknown;
      if (typeof parsed !== 'object' || parsed === null) return {};
      const out: Record<string, number> = {};
      for (const [k, v] of Object.entries(parsed)) {
        if (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5) out[k] = v as number;
      }
      return out;
    } catch {
      return {};
    }
  }

  private persist(): void {
    try {
      const key = unsentKey(this.options.instanceId);
      if (this.unsent.size === 0) this.storage?.removeItem(key);
      else this.storage?.setItem(key, JSON.stringify(Object.fromEntries(this.unsent)));
    } catch {
      // Storage full or disabled: the answers still live in memory and keep being retried.
    }
  }

  private makeSnapshot(): AnswerSnapshot {
    return {
      answers: this.answers,
      status: this.status,
      unsent: this.unsent.size,
      retrying: [...this.unsent.keys()].some((id) => this.status[id]?.state === 'retrying'),
      failure: this.failure,
    };
  }

  private emit(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }
}
