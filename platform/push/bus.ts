import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

export type ArchiveEventKey = 'archive-started' | 'archive-finished' | 'archive-error';

/** The contract's archive event, as sent on the push socket. */
export interface ArchiveEvent {
  id: string;
  timestamp: string;
  key: ArchiveEventKey;
  message: { userId: string; downloadId: string };
}

/** The contract's import event (a later issue publishes these). */
export interface ImportEvent {
  id: string;
  type: 'import-started' | 'import-error' | 'import-finished';
  data: { payload: Record<string, unknown>; timestamp: string };
}

export type PushEvent = ArchiveEvent | ImportEvent;

/**
 * In-process event bus: services publish events for one account; every push socket
 * authenticated as that account receives them. Nothing is stored: an event with no listener is gone.
 */
export class PushBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(accountId: string, event: PushEvent): void {
    this.emitter.emit(accountId, event);
  }

  /** Returns the unsubscribe function. */
  subscribe(accountId: string, listener: (event: PushEvent) => void): () => void {
    this.emitter.on(accountId, listener);
    return () => this.emitter.off(accountId, listener);
  }

  listenerCount(accountId: string): number {
    return this.emitter.listenerCount(accountId);
  }
}

export function archiveEvent(key: ArchiveEventKey, accountId: string, downloadId: string): ArchiveEvent {
  return { id: randomUUID(), timestamp: new Date().toISOString(), key, message: { userId: accountId, downloadId } };
}
