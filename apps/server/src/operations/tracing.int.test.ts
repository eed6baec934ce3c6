import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createServerDatabase, databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { callOver, startServerProcess } from "../../test/server-process.ts";

interface ExportedSpan {
  name: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** A local OTLP/HTTP receiver (the collector's side of the network): keeps the spans posted. */
async function otlpReceiver() {
  const spans: ExportedSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        const sent = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[];
        };
        for (const resource of sent.resourceSpans) {
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

const attribute = (span: ExportedSpan, key: string) =>
  Object.values(span.attributes.find((a) => a.key === key)?.value ?? {})[0];

describe(`OpenTelemetry traces (${databaseKind})`, () => {
  it("are sent to OTEL_EXPORTER_OTLP_ENDPOINT when it is set: HTTP, the route, the queries", async () => {
    const receiver = await otlpReceiver();
    const dataDir = mkdtempSync(join(tmpdir(), "shop-traces-"));
    const database = await createServerDatabase(dataDir, insertCatalogueFixture);
    const server = await startServerProcess({
      ...database.env,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: "100",
    });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = await callOver(agent, server.port, "/api/public/products/featured?x=1");
      expect(answer?.status).toBe(200);
      for (let tries = 0; tries < 100; tries += 1) {
        const routed = receiver.spans.some((s) => attribute(s, "http.route") !== undefined);
        if (routed) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const server_ = receiver.spans.find(
        (s) => attribute(s, "http.route") === "/api/public/products/featured",
      );
      expect(server_, JSON.stringify(receiver.spans.map((s) => s.name))).toBeDefined();
      if (databaseKind === "postgres") {
        expect(
          receiver.spans.some(
            (s) =>
              attribute(s, "db.system") === "postgresql" ||
              attribute(s, "db.system.name") === "postgresql",
          ),
        ).toBe(true);
      }
    } finally {
      agent.destroy();
      server.kill();
      receiver.close();
      await database.drop();
    }
  }, 60_000);
});
