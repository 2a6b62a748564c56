import type { SessionActor } from './actor';
import type { Config } from './config';
import type { Services } from './services';

/** Per-request context handed to every resolver: the actor services take, with the configuration and services. */
export interface GraphQLContext extends SessionActor {
  config: Config;
  services: Services;
}

export function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}
