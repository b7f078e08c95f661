// The floor: a bare node:http server answering exactly the bytes and headers the API answered
// (see floor.mjs). It runs in its own process so that it does not share an event loop with the
// load generator, just as the API server does not.
import { createServer } from 'node:http';

// Fastify's default, so that even the Keep-Alive header matches the API's.
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

// The parent keeps the IPC channel open for the whole run: once it goes, nobody will stop us.
process.once('disconnect', () => process.exit(0));

process.once('message', ({ routes }) => {
  const answers = new Map(
    Object.entries(routes).map(([route, answer]) => {
      const body = Buffer.from(answer.body);
      return [
        route,
        { status: answer.status, headers: { ...answer.headers, 'content-length': body.length }, body },
      ];
    }),
  );

  const server = createServer((request, response) => {
    // The body is read to its end, as the API must, but not parsed: no validation, no hashing.
    request.resume();
    request.once('end', () => {
      const answer = answers.get(`${request.method} ${request.url}`);
      if (answer === undefined) response.writeHead(404, { 'content-length': 0 }).end();
      else response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});
