import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../../config';
import { parseCookies } from '../../context';
import { clientAddress, compileProxyTrust } from '../../http/client-address';
import type { ServerLog } from '@gadgets/server-kit';
import type { SignInProviderService } from './service';

const ROUTE = /^\/oauth\/([a-z]+)\/(start|callback)$/;

/**
 * The two addresses a browser visits while signing in through a provider: /oauth/<provider>/start (from the sign-in
 * panel's button) and /oauth/<provider>/callback (the provider's return). Both answer with a redirect. Returns false
 * for any other request.
 */
export function createSignInRoutes({
  config,
  service,
  logger,
}: {
  config: Config;
  service: SignInProviderService;
  logger: ServerLog;
}) {
  const trust = compileProxyTrust(config.trustedProxies);

  function redirect(res: ServerResponse, location: string, cookies: string[]) {
    res.writeHead(303, {
      location,
      'set-cookie': cookies,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    res.end();
  }

  return (req: IncomingMessage, res: ServerResponse, pathname: string, search: string): boolean => {
    const match = ROUTE.exec(pathname);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const [, provider, step] = match as unknown as [string, string, 'start' | 'callback'];
    if (!service.has(provider)) return false;
    const cookies: string[] = [];
    const work =
      step === 'start'
        ? service
            .start(provider, new URLSearchParams(search).get('returnTo') ?? '/')
            .then(({ location, cookie }) => redirect(res, location, [cookie]))
        : service
            .finish(
              {
                clientIp: clientAddress(
                  trust,
                  (req.headers['x-forwarded-for'] as string) ?? null,
                  req.socket.remoteAddress,
                ),
                cookies: parseCookies(req.headers.cookie ?? null),
                setCookie: (header) => cookies.push(header),
                userAgent: req.headers['user-agent'],
                viewer: async () => null,
              },
              provider,
              search,
            )
            .then((location) => redirect(res, location, cookies));
    work.catch((error: unknown) => {
      logger.error(`sign-in through ${provider}: ${step} failed`, error);
      if (res.headersSent) return void res.end();
      try {
        redirect(res, `${config.siteUrl}/auth/sign-in-error?provider=${provider}&reason=provider-error`, cookies);
      } catch {
        res.destroy();
      }
    });
    return true;
  };
}
