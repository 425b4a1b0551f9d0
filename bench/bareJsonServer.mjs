// The baseline of the serving bench (servingBench.ts): a bare node:http server answering a small JSON
// body, as get_current_time does, with nothing else on its event loop. Prints its port once listening.
import { createServer } from "node:http";

const server = createServer((_req, res) => {
  const body = JSON.stringify({ time: Date.now() });
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on("SIGTERM", () => process.exit(0));
