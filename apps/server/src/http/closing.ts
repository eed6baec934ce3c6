import type { FastifyInstance, FastifyRequest } from "fastify";

/** The Node servers of the apps that are stopping. */
const closingServers = new WeakSet<object>();

/** Whether the app of this Node server is stopping. */
export const isStopping = (server: object) => closingServers.has(server);

/** Whether the app answering `request` is stopping: its answer should close the connection. */
export const isClosing = (request: FastifyRequest) => isStopping(request.server.server);

/**
 * Stopping (SIGTERM, a deploy): `onClosing` runs first (buyers waiting for a payment get their
 * answer now: a long call would hold the stop for its 25 s), and every answer sent from then on
 * says `Connection: close`, so clients open their next request elsewhere instead of reusing a
 * socket this server is about to close (new requests meanwhile get Fastify's 503). Answers sent
 * past Fastify's onSend hooks (ready bytes) ask `isClosing` themselves.
 */
export function drainOnClose(app: FastifyInstance, onClosing: () => void): void {
  app.addHook("preClose", async () => {
    closingServers.add(app.server);
    onClosing();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isClosing(request)) reply.header("connection", "close");
    done(null, payload);
  });
}
