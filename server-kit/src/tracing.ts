import type { Span } from '@opentelemetry/api';

/**
 * OpenTelemetry tracing, on only when an OTLP endpoint is configured: then the SDK is loaded (dynamic imports, below)
 * and each request becomes a span, a child of the caller's W3C `traceparent`, exported over OTLP/HTTP. The shell's
 * server traces a page's render inside it and passes the render's `traceparent` on to the API; the API traces each
 * database statement inside its request. Off, nothing of the SDK is loaded and the code that would trace checks one
 * `undefined`.
 */
export interface Tracing {
  /** A request's span: a child of `traceparent` (the caller's, already checked well formed) when given. */
  requestSpan(name: string, traceparent: string | undefined, attributes: SpanAttributes): TraceSpan;
  /** A span inside `parent`: a call out, such as a database statement (`client`), or a step of its own (`internal`). */
  childSpan(parent: TraceSpan, name: string, kind: 'client' | 'internal', attributes: SpanAttributes): TraceSpan;
  /** Sends what is left and stops. */
  shutdown(): Promise<void>;
}

export interface TraceSpan {
  readonly traceId: string;
  /** The `traceparent` that makes a call's span a child of this one. */
  readonly traceparent: string;
  setAttributes(attributes: SpanAttributes): void;
  updateName(name: string): void;
  /** Ends it; `failed` marks it an error (with a message when a string). */
  end(failed?: boolean | string): void;
}

export type SpanAttributes = Record<string, string | number | boolean | undefined>;

/**
 * Where spans go: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is, or OTEL_EXPORTER_OTLP_ENDPOINT with `/v1/traces`
 * (OpenTelemetry's own variables); none: tracing off.
 */
export function otlpTracesUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/** W3C Trace Context, version 00: `00-<trace id>-<parent id>-<flags>`, ids not all zeros. */
const TRACEPARENT = /^00-(?!0{32})([0-9a-f]{32})-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The caller's `traceparent` when well formed; anything else is no parent. */
export function traceparentOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && TRACEPARENT.test(header) ? header : undefined;
}

/** The trace id a well-formed `traceparent` names (for the log lines, traced here or not). */
export function traceIdOf(traceparent: string | undefined): string | undefined {
  return traceparent ? TRACEPARENT.exec(traceparent)?.[1] : undefined;
}

/** The tracing the configuration asks for: undefined (off, nothing loaded) without an endpoint. */
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
        if (failed)
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: typeof failed === 'string' ? failed : undefined });
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
    childSpan(parent, name, kind, attributes) {
      const parentSpan = spans.get(parent);
      const parentContext = parentSpan ? api.trace.setSpan(api.ROOT_CONTEXT, parentSpan) : api.ROOT_CONTEXT;
      const spanKind = kind === 'client' ? api.SpanKind.CLIENT : api.SpanKind.INTERNAL;
      return wrap(tracer.startSpan(name, { kind: spanKind, attributes }, parentContext));
    },
    shutdown: () => provider.shutdown(),
  };
}
