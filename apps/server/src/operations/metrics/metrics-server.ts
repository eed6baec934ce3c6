import { BlockList, isIP } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import type { Registry } from "prom-client";

/** Loopback and private networks: where a Prometheus of the shop's own runs. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet("127.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("10.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("172.16.0.0", 12, "ipv4");
PRIVATE.addSubnet("192.168.0.0", 16, "ipv4");
PRIVATE.addAddress("::1", "ipv6");
PRIVATE.addSubnet("fc00::", 7, "ipv6");

/** Whether an address is the machine's own or a private network's (IPv4 mapped in IPv6 too). */
export function isPrivateAddress(address: string | undefined): boolean {
  const plain = address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "") ?? "";
  const version = isIP(plain);
  if (version === 0) return false;
  return PRIVATE.check(plain, version === 4 ? "ipv4" : "ipv6");
}

/**
 * The metrics' own server, apart from the shop's port: `GET /metrics` in Prometheus's text
 * format, refused (403) to any public address even when METRICS_HOST opens it to a network.
 */
export function metricsApp(registry: Registry): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addHook("onRequest", async (request, reply) => {
    if (!isPrivateAddress(request.socket.remoteAddress)) {
      return reply.code(403).send("Forbidden\n");
    }
  });
  app.get("/metrics", async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  return app;
}
