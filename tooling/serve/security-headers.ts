// The browser-side security headers of every static server (DESIGN.md section 5): what a page may load and
// from where, who may frame it, what it tells other sites, and which device features it may ask for.
import { randomFillSync } from 'node:crypto';
import type { RegistrySnapshot } from './registry-file.ts';

/** Powerful features no page of the site uses; an injected script cannot ask for them either. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** On every response. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
};

/** Random bytes drawn for many nonces at a time (one call to the system's generator per 256 responses). */
const NONCE_BYTES = 16;
const NONCE_POOL = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = NONCE_POOL.length;

/** A fresh nonce per page response: the one inline script a server renderer writes carries it. */
export function createNonce() {
  if (nonceOffset === NONCE_POOL.length) {
    randomFillSync(NONCE_POOL);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return NONCE_POOL.toString('base64', nonceOffset - NONCE_BYTES, nonceOffset);
}

/**
 * The origins of the sections' remotes in the remote map, as it is now: a remote moved to another address is allowed
 * without a restart. An unreadable map allows none; a manifest given relative to the site is on its own origin,
 * already allowed.
 */
export function remoteOriginsOf(registry: RegistrySnapshot): string[] {
  return registry.sections.flatMap(({ manifest }) => {
    try {
      return [new URL(manifest).origin];
    } catch {
      return [];
    }
  });
}

/**
 * The Content-Security-Policy of an HTML page.
 * remoteOrigins: where federated remotes come from (their manifest is fetched, their chunks run as scripts);
 * apiOrigins: an API the page calls directly rather than through this server's /graphql (its /media too).
 */
export function contentSecurityPolicy({
  nonce,
  remoteOrigins = [],
  apiOrigins = [],
}: {
  nonce: string;
  remoteOrigins?: string[];
  apiOrigins?: string[];
}): string {
  const list = (...sources: (string | string[])[]) => [...new Set(sources.flat())].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, remoteOrigins)}`,
    `connect-src ${list("'self'", remoteOrigins, apiOrigins)}`,
    // styled-components injects <style> elements at run time; it can only carry a nonce if the bundles are built
    // with one (__webpack_nonce__), so inline styles stay allowed. A nonce here would switch 'unsafe-inline' off.
    "style-src 'self' 'unsafe-inline'",
    // Media is root-relative: this origin (proxied /media) or the API an embedding page names; data: for inline icons.
    `img-src ${list("'self'", 'data:', apiOrigins)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Partners embed a section through the federation runtime (integrator-example), never in a frame.
    "frame-ancestors 'none'",
  ].join('; ');
}
