export { createServerLifecycle, type ServerLifecycle, type ServerState } from './lifecycle';
export { parsePrometheusText } from './prometheus-text';
export { currentRequest, forwardedHeaders, requestIdOf, runInRequest, type RequestContext } from './request-context';
export { createServerLog, LOG_LEVELS, logLevelOf, type LogFields, type LogLevel, type ServerLog } from './server-log';
export {
  otlpTracesUrl,
  startTracing,
  traceIdOf,
  traceparentOf,
  type SpanAttributes,
  type TraceSpan,
  type Tracing,
} from './tracing';
