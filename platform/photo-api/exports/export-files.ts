import path from 'node:path';

/** `${dataDir}/exports`: `{id}-{n}.zip` per finished chunk, `.part` while one is written. */
export const exportsRoot = (dataDir: string) => path.join(dataDir, 'exports');
export const chunkPath = (dataDir: string, id: string, n: number) => path.join(exportsRoot(dataDir), `${id}-${n}.zip`);
