// Decodes HEIC off the main thread: libheif (wasm) works synchronously and takes seconds on a
// 12-megapixel photo, which would stall every other request. Plain JavaScript so it runs in a
// worker without a TypeScript loader. Message in: { buffer, maxSide, maxPixels }; out:
// { width, height, data } (pixels RGBA, transferred) or { refusal: 'too_many_pixels' | 'corrupt' }.
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

parentPort.on('message', async ({ buffer, maxSide, maxPixels }) => {
  let images;
  try {
    images = await decode.all({ buffer });
  } catch {
    parentPort.postMessage({ refusal: 'corrupt' });
    return;
  }
  try {
    const primary = images[0];
    if (!primary || !(primary.width > 0 && primary.height > 0)) {
      parentPort.postMessage({ refusal: 'corrupt' });
      return;
    }
    // The header's size, checked before any pixel is decoded.
    if (primary.width > maxSide || primary.height > maxSide || primary.width * primary.height > maxPixels) {
      parentPort.postMessage({ refusal: 'too_many_pixels' });
      return;
    }
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } catch {
    parentPort.postMessage({ refusal: 'corrupt' });
  } finally {
    images.dispose();
  }
});
