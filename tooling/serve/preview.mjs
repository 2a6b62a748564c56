// Previews: a team loads a candidate version of its remote in its own browser, before switching the map. A signed,
// expiring link (`gadgets-deploy preview`) sets an HttpOnly cookie; the shell's server then renders that one section
// from the candidate, for that browser only. Anything unsigned, expired, or naming no deployed version is refused.
//
// Keys: the site holds PREVIEW_SECRET (several, comma-separated, while it rotates: the first is current, every one is
// accepted). Each section's key is derived from it (`gadgets-deploy preview-key`), handed to that section's team, and
// signs links for that section only: a bike key cannot sign a link that previews the phones section.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** @import { DeclaredSection } from './registry-file.ts' */

export const PREVIEW_COOKIE = 'gadgets_preview';
/** Not a credential: which section and version this browser previews, for the shell's banner (readable by scripts). */
export const PREVIEW_INFO_COOKIE = 'gadgets_preview_info';
export const PREVIEW_PATH = '/__preview';
const VERSION = /^[0-9a-f]{12}$/;
const SECTION = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * What a preview link grants: one section's candidate version, until `expiresAt` (ms since the epoch). `manifest`:
 * where the candidate's mf-manifest.json is, when it is not staged beside the live version.
 * @typedef {{ section: string, version: string, expiresAt: number, manifest?: string }} PreviewGrant
 */

/** @type {(key: string, text: string) => string} */
const hmac = (key, text) => createHmac('sha256', key).update(text).digest('base64url');

/**
 * The site's secrets, current first.
 * @param {string | undefined} value
 */
export const previewSecretsOf = (value) =>
  String(value ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);

/**
 * The key a section's team signs its preview links with, derived from the site's (current) secret.
 * @param {string} section
 * @param {string} secret
 */
export const sectionPreviewKey = (section, secret) => hmac(secret, `gadgets preview key: ${section}`);

/**
 * @param {PreviewGrant} preview
 * @param {string} sectionKey the section's key (sectionPreviewKey)
 */
export function signPreviewWithKey(preview, sectionKey) {
  const { section, version, expiresAt, manifest } = preview;
  if (!SECTION.test(section) || !VERSION.test(version))
    throw new Error('a preview names a section and a 12-character version');
  if (manifest !== undefined && !/^https?:\/\//.test(manifest))
    throw new Error("a candidate's manifest is an absolute http(s) URL");
  const payload = Buffer.from(JSON.stringify({ section, version, expiresAt, manifest })).toString('base64url');
  return `${payload}.${hmac(sectionKey, payload)}`;
}

/**
 * Signs with the site's secret itself (the platform team, or a development site).
 * @param {PreviewGrant} preview
 * @param {string} secret
 */
export const signPreview = (preview, secret) => signPreviewWithKey(preview, sectionPreviewKey(preview.section, secret));

/**
 * The preview a token grants, or null when it is malformed, forged (signed with no key of its section) or expired.
 * @param {string | undefined} token
 * @param {string | string[]} secrets the site's secrets
 * @returns {PreviewGrant | null}
 */
export function readPreview(token, secrets, now = Date.now()) {
  const keys = Array.isArray(secrets) ? secrets : previewSecretsOf(secrets);
  if (keys.length === 0 || typeof token !== 'string') return null;
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  /** @type {PreviewGrant} */
  let preview;
  try {
    preview = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!SECTION.test(preview?.section) || !VERSION.test(preview.version) || !Number.isFinite(preview.expiresAt))
    return null;
  if (preview.manifest !== undefined && !/^https?:\/\//.test(String(preview.manifest))) return null;
  const given = Buffer.from(signed);
  const signedBySection = keys.some((secret) => {
    const expected = Buffer.from(hmac(sectionPreviewKey(preview.section, secret), payload));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return signedBySection && preview.expiresAt > now ? preview : null;
}

/**
 * Where a preview's candidate is: the address its link names (a staging host the site allows), or a version folder
 * beside the live one (same host, same deploy root).
 * @param {string} liveManifest
 * @param {{ version: string, manifest?: string }} preview
 * @returns {string}
 */
export function candidateManifest(liveManifest, preview) {
  if (preview.manifest) return preview.manifest;
  const versioned = /^(.*\/)versions\/[0-9a-f]{12}\/mf-manifest\.json$/.exec(liveManifest);
  return versioned
    ? `${versioned[1]}versions/${preview.version}/mf-manifest.json`
    : new URL(`versions/${preview.version}/mf-manifest.json`, liveManifest).href;
}

/**
 * Whether a candidate may be loaded from this address: the live section's own origin, or an origin the site lists in
 * PREVIEW_ORIGINS (`https://staging.example.com`, or `http://localhost:*` for any port, as in development).
 * @param {string} manifest
 * @param {string} liveManifest
 * @param {string[]} [allowedOrigins]
 */
export function allowedCandidate(manifest, liveManifest, allowedOrigins = []) {
  const candidate = new URL(manifest);
  if (candidate.origin === new URL(liveManifest).origin) return true;
  return allowedOrigins.some((allowed) => {
    const anyPort = /^(https?:\/\/[^/:]+):\*$/.exec(allowed);
    if (anyPort) return `${candidate.protocol}//${candidate.hostname}` === anyPort[1];
    return new URL(allowed).origin === candidate.origin;
  });
}

/**
 * The registry as this preview's browser sees it: its section's manifest moved to the candidate.
 * @param {unknown} raw a registry (`{ sections: [...] }`)
 * @param {{ section: string, version: string, manifest?: string } | null} preview
 * @param {string} pageUrl
 * @returns {unknown}
 */
export function withPreview(raw, preview, pageUrl) {
  const registry = /** @type {{ sections?: DeclaredSection[] } | null} */ (raw);
  if (!preview || !Array.isArray(registry?.sections)) return raw;
  return {
    ...registry,
    sections: registry.sections.map((section) =>
      section.name === preview.section
        ? {
            ...section,
            manifest: candidateManifest(new URL(section.manifest, pageUrl).href, preview),
            serverEntry: undefined,
          }
        : section,
    ),
  };
}

/**
 * A cookie's value in a request's Cookie header, if any.
 * @param {string | undefined} cookieHeader
 * @param {string} name
 */
function cookieOf(cookieHeader, name) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The preview token in a request's cookies, if any.
 * @param {string | undefined} cookieHeader
 */
export const previewTokenOf = (cookieHeader) => cookieOf(cookieHeader, PREVIEW_COOKIE);
