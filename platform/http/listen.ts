import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on `port` (0: any free one) and resolves with the port bound. */
export function listen(server: http.Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** With `port: 0` the issuer (and so the platform origin) takes the port actually bound. */
export function effectiveIssuer(issuer: string, requestedPort: number, boundPort: number): string {
  if (requestedPort !== 0) return issuer.replace(/\/$/, '');
  const url = new URL(issuer);
  url.port = String(boundPort);
  return url.href.replace(/\/$/, '');
}
