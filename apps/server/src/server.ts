// The server's entry. With OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts first: it patches
// node:http, pg and Fastify, so they must load after it. The shop is a file of its own in the
// build (build.mjs), imported only then; without the variable nothing of OpenTelemetry loads.
// biome-ignore lint/style/noProcessEnv: read before anything loads, the configuration included.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import("./operations/tracing.js");
  startTracing();
}
await import("./shop-server.js");

export {};
