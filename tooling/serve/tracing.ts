// OpenTelemetry tracing of the shell's server, on only when an OTLP endpoint is configured
// (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces): then the SDK is loaded (dynamic
// imports below) and each request becomes a span, a child of the caller's `traceparent`, with the page's render inside
// it; the render's calls to the API (and the proxy's) carry the span's own `traceparent`, so the API's spans are its
// children. Off, nothing of the SDK is loaded and the code that would trace checks one `undefined`. The same shape as
// api/src/tracing.ts.
import type { Span } from '@opentelemetry/api';

export interface Tracing {
  /** A request's span: a child of `traceparent` (the caller's, already checked well formed) when given. */
  requestSpan(name: string, traceparent: string | undefined, attributes: SpanAttributes): TraceSpan;
  childSpan(parent: TraceSpan, name: string, attributes: SpanAttributes): TraceSpan;
  /** Sends what is left and stops. */
  shutdown(): Promise<void>;
}

export interface TraceSpan {
  readonly traceId: string;
  /** The `traceparent` that makes a call's span a child of this one. */
  readonly traceparent: string;
  setAttributes(attributes: SpanAttributes): void;
  updateName(name: string): void;
  /** Ends it; `failed` marks it an error. */
  end(failed?: boolean): void;
}

export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export function otlpTracesUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/** The tracing asked for: undefined (off, nothing loaded) without an endpoint. */
export async function startTracing(serviceName: string, url: string | undefined): Promise<Tracing | undefined> {
  if (!url) return undefined;
  // One after the other: jest's module loader (the tests) trips over overlapping module graphs loaded at once.
  const api = await import('@opentelemetry/api');
  const { W3CTraceContextPropagator } = await import('@opentelemetry/core');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const sdk = await import('@opentelemetry/sdk-trace');
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  const tracer = provider.getTracer('gadgets');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<TraceSpan, Span>();
  const wrap = (span: Span): TraceSpan => {
    let traceparent: string | undefined;
    const wrapped: TraceSpan = {
      traceId: span.spanContext().traceId,
      get traceparent() {
        if (traceparent === undefined) {
          const carrier: Record<string, string> = {};
          propagator.inject(api.trace.setSpan(api.ROOT_CONTEXT, span), carrier, api.defaultTextMapSetter);
          traceparent = carrier.traceparent ?? '';
        }
        return traceparent;
      },
      setAttributes: (attributes) => span.setAttributes(attributes),
      updateName: (name) => span.updateName(name),
      end(failed) {
        if (failed) span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.end();
      },
    };
    spans.set(wrapped, span);
    return wrapped;
  };
  return {
    requestSpan(name, traceparent, attributes) {
      const parent = traceparent
        ? propagator.extract(api.ROOT_CONTEXT, { traceparent }, api.defaultTextMapGetter)
        : api.ROOT_CONTEXT;
      return wrap(tracer.startSpan(name, { kind: api.SpanKind.SERVER, attributes }, parent));
    },
    childSpan(parent, name, attributes) {
      const parentSpan = spans.get(parent);
      const parentContext = parentSpan ? api.trace.setSpan(api.ROOT_CONTEXT, parentSpan) : api.ROOT_CONTEXT;
      return wrap(tracer.startSpan(name, { kind: api.SpanKind.INTERNAL, attributes }, parentContext));
    },
    shutdown: () => provider.shutdown(),
  };
}
