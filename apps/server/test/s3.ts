import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export const S3_BUCKET = "shop-media";
// s3rver's own account: it checks every request's signature against it.
const S3_KEY = "S3RVER";

/** The shop's MEDIA_S3_* settings for a bucket at `endpoint`. */
export const mediaS3Settings = (endpoint: string, extra: Record<string, string> = {}) => ({
  MEDIA_S3_BUCKET: S3_BUCKET,
  MEDIA_S3_ENDPOINT: endpoint,
  MEDIA_S3_REGION: "us-east-1",
  MEDIA_S3_ACCESS_KEY_ID: S3_KEY,
  MEDIA_S3_SECRET_ACCESS_KEY: S3_KEY,
  MEDIA_S3_FORCE_PATH_STYLE: "true",
  ...extra,
});

/** A local S3-compatible server (s3rver, on its own folder) with the shop's bucket. */
export async function startS3() {
  const directory = mkdtempSync(join(tmpdir(), "shop-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An address that accepts connections and never answers: a bucket too slow to wait for. */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: a bucket that is down. */
export async function closedEndpoint(): Promise<string> {
  const { endpoint, stop } = await startSilentServer();
  await stop();
  return endpoint;
}
