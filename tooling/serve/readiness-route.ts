// The shell's server's readiness, as a load balancer asks for it: ready once the remote map is read and the server
// builds are loaded (server-kit's lifecycle), and while the remote map stays readable.
import type { ServerLifecycle } from '@gadgets/server-kit';
import type { RequestHandler } from 'express';

/**
 * GET /health/ready: 200 `{"status":"ready"}` while ready, else 503 with `starting` or `draining`, or `unavailable`
 * and the reason `problem` gives (checked on every call: the remote map can become unreadable and readable again).
 * Never cached.
 */
export function readinessRoute(lifecycle: ServerLifecycle, problem: () => string | null = () => null): RequestHandler {
  return (_request, response) => {
    const { state } = lifecycle;
    const reason = state === 'ready' ? problem() : null;
    response
      .status(state === 'ready' && !reason ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(reason ? { status: 'unavailable', reason } : { status: state });
  };
}
