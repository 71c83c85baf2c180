/**
 * A reverse proxy in front of the embedded platform that answers 500 for the mutations the
 * photo library's failure paths are tested with (bulk/all/single delete, archive creation,
 * temporary selections), and for reading the customer's addresses and payment method (the
 * settings load error; GET /customers/me still works, so the account layout does), and for the
 * storefront's menu configuration (the default menus), for the orders by account, the upload
 * records, the AB-test offer lookup and the account's security reads, and passes
 * every other request through untouched. Each faulty app copy sends only the services it tests through it.
 *   FAULT_PROXY_PORT=… PLATFORM_URL=http://localhost:3401 npx tsx tests/e2e/support/fault-proxy.ts
 */
import http from 'node:http';

const target = new URL(process.env.PLATFORM_URL ?? 'http://localhost:3401');
const port = Number(process.env.FAULT_PROXY_PORT ?? 3405);

const FAULTS: [method: string, path: RegExp][] = [
  ['DELETE', /^\/photo-api\/photos(\/.*)?$/],
  // The deletes' move into Recently deleted (decision 2600): the same failure paths.
  ['POST', /^\/photo-api\/recently-deleted(\/all)?$/],
  ['POST', /^\/download-api\/downloads$/],
  ['POST', /^\/photo-api\/temp-selections$/],
  ['GET', /^\/customer-api\/customers\/me\/addresses$/],
  ['GET', /^\/customer-api\/customers\/me\/payment-method$/],
  // Album page (decision 0620): rename, remove from album, delete album.
  ['PATCH', /^\/photo-api\/albums\/[^/]+$/],
  ['DELETE', /^\/photo-api\/albums\/[^/]+(\/photos)?$/],
  // The storefronts' public menu configuration (decision 2110): the default menus stand in.
  ['GET', /^\/config-api\//],
  // The overview's recent orders, the saved projects' upload records, the AB-test offer (decisions 2132–2134).
  ['GET', /^\/order-api\/orders\/byAccount\//],
  ['GET', /^\/storage-api\/uploads\//],
  ['GET', /^\/abtest-api\//],
  // The account's security reads: the password page and the devices page say they could not load.
  ['GET', /^\/auth-service\/v2\/identities\/[^/]+\/[^/]+\/(security|sessions)$/],
];

const server = http.createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/healthz') return void res.end('ok');
  if (FAULTS.some(([method, pattern]) => req.method === method && pattern.test(path))) {
    req.resume();
    res.writeHead(500, { 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify({ error: 'injected_fault' }));
  }
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.listen(port);
