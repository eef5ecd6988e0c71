// The bench's baseline: a bare node:http server answering saved bodies, in its own process
// (sharing one with autocannon would slow it down and flatter the app).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, snapshotFile] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(snapshotFile, 'utf8'))).map(([path, { type, base64 }]) => [
    path,
    { type, body: Buffer.from(base64, 'base64') },
  ]),
);
createServer((req, res) => {
  const found = bodies.get(req.url ?? '');
  res.writeHead(found ? 200 : 404, { 'content-type': found?.type ?? 'text/plain' });
  res.end(found?.body ?? 'not found');
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
