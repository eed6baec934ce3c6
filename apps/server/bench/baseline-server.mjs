// The yardstick: a bare node:http server answering bytes serialised once, of a given size.
import { createServer } from "node:http";

const size = Number(process.argv[2]);
const body = Buffer.from(JSON.stringify({ valid: true, data: "x".repeat(Math.max(0, size - 27)) }));
const server = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json", "content-length": body.length });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: server.address().port });
});
