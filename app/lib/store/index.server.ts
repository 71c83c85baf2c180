import path from 'node:path';
import { getConfig } from '~/config.server';
import { createRedisStore } from './redis.server';
import { createSqliteStore } from './sqlite.server';
import type { SharedStore } from './store';

export type { SharedStore, WindowHit } from './store';

/** The store's file in DATA_DIR when REDIS_URL is not set. */
const STORE_FILE = 'shared-store.db';

let store: SharedStore | undefined;
/** The process's shared store: Redis when REDIS_URL is set, else SQLite in DATA_DIR (decision 1611). */
export function getStore(): SharedStore {
  if (!store) {
    const { REDIS_URL, dataDir } = getConfig();
    store = REDIS_URL ? createRedisStore(REDIS_URL) : createSqliteStore(path.join(dataDir, STORE_FILE));
  }
  return store;
}
