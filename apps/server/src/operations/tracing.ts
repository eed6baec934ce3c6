import { register } from "node:module";
import FastifyOtelInstrumentation from "@fastify/otel";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";

/**
 * OpenTelemetry traces of every request (HTTP, Fastify's routes and hooks, PostgreSQL's queries),
 * sent over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT as service `sapataria-shop`; the exporter's
 * standard OTEL_* variables apply (OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_SCHEDULE_DELAY…).
 */
export function startTracing(): void {
  // The shop is an ES module: its imports are patched through the loader hook.
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": "sapataria-shop" }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
}

/** Sends the spans still waiting (the server is stopping); nothing when tracing is off. */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => unknown };
  const delegate = provider.getDelegate?.() ?? provider;
  if (delegate instanceof TracerProvider) await delegate.forceFlush().catch(() => undefined);
}
