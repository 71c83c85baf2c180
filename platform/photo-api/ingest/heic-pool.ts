import { Worker } from 'node:worker_threads';
import { Refusal, type IngestLimits, type RefusalReason } from './limits';

export interface HeicPixels {
  width: number;
  height: number;
  /** RGBA, upright (libheif applies the HEIF rotation and mirroring). */
  data: Buffer;
}

type Reply = { width: number; height: number; data: Uint8ClampedArray } | { refusal: RefusalReason };

const WORKER_URL = new URL('./heic-worker.mjs', import.meta.url);
/** Idle workers kept for the next HEIC (each holds the wasm decoder, ~100 ms to start). */
const MAX_IDLE = 2;
const idle: Worker[] = [];

function spawn(): Worker {
  const worker = new Worker(WORKER_URL);
  worker.unref(); // never keeps the process alive
  return worker;
}

/**
 * Decodes a HEIC in a worker thread (the callers' semaphore bounds how many run at once).
 * Throws {@link Refusal} for files over the limits (checked from the header) or not decodable.
 */
export async function decodeHeic(buffer: Buffer, limits: IngestLimits): Promise<HeicPixels> {
  const worker = idle.pop() ?? spawn();
  let reusable = false;
  try {
    const reply = await new Promise<Reply>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      const onExit = (code: number) => reject(new Error(`HEIC worker exited with ${code}`));
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.once('message', (message: Reply) => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(message);
      });
      worker.postMessage({ buffer, maxSide: limits.maxSide, maxPixels: limits.maxPixels });
    });
    reusable = true;
    if ('refusal' in reply) throw new Refusal(reply.refusal);
    const { width, height, data } = reply;
    return { width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal('corrupt'); // the worker crashed on this file (e.g. out of wasm memory)
  } finally {
    if (reusable && idle.length < MAX_IDLE) idle.push(worker);
    else void worker.terminate();
  }
}
