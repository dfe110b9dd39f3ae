// The bench's bare baseline (bench/http.mjs): plain `node:http` in its own process, as the app runs in its own,
// answering each path with the exact bytes and content headers the app sent for it. Any difference in req/s is
// then the app's own work, not a difference in body size or in which process shares a core with the client.
// Usage: node bench/support/bare-server.mjs <responses.json> (prints the port it listens on).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** @type {Record<string, { body: string, headers: Record<string, string> }>} body is base64 */
const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const responses = new Map(
  Object.entries(recorded).map(([path, { body, headers }]) => {
    const bytes = Buffer.from(body, 'base64');
    return [path, { bytes, headers: { ...headers, 'content-length': String(bytes.length) } }];
  }),
);

const server = createServer((req, res) => {
  const response = responses.get(req.url ?? '');
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, response.headers);
  res.end(response.bytes);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
