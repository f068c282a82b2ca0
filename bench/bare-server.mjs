// The yardstick: a bare node:http server answering recorded response bodies from memory.
// Started by run.mjs as a child process; it receives the port and the responses over IPC.
import http from 'node:http';

process.once('message', ({ port, responses }) => {
  const bodies = new Map(
    Object.entries(responses).map(([path, { type, encoding, body }]) => [
      path,
      { type, encoding, body: Buffer.from(body, 'base64') },
    ]),
  );
  const server = http.createServer((request, response) => {
    const found = bodies.get(request.url.replace(/[?&]_bench_miss=\d+$/, ''));
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    const headers = { 'content-type': found.type, 'content-length': found.body.length };
    // A page recorded compressed (asked with Accept-Encoding) is sent as it was recorded.
    if (found.encoding) headers['content-encoding'] = found.encoding;
    response.writeHead(200, headers);
    response.end(found.body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1', () => process.send({ listening: true }));
  process.on('disconnect', () => server.close(() => process.exit(0)));
});
