import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An msw server for a test file that answers only what each test sets up (anything else is an
 * error), with the paths it was asked for, under `prefix` and without it, in order; both reset
 * after each test.
 */
export function recordingServer(prefix: string): { server: ReturnType<typeof setupServer>; calls: string[] } {
  const calls: string[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => server.close());
  server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname.replace(prefix, '')));
  return { server, calls };
}
