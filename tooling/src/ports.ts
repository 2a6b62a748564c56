/** The local address of every part of the site; one table so start, dev, serve and e2e agree. */
export const SITE_PORTS = {
  shell: 3000,
  mobile: 3001,
  laptop: 3002,
  bike: 3003,
  desktop: 3004,
  integrator: 3005,
  api: 4000,
} as const;

export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? `http://127.0.0.1:${SITE_PORTS.api}`;
}
