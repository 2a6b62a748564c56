// Previews: a team loads a deployed candidate version of its remote in its own browser, before switching the map.
// A signed, expiring link (`gadgets-deploy preview`, signed with PREVIEW_SECRET) sets an HttpOnly cookie; the shell's
// server then renders that one section from the candidate's version folder, on the same host as the live version,
// for that browser only. Anything unsigned, expired, or naming no deployed version is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'gadgets_preview';
export const PREVIEW_PATH = '/__preview';
const VERSION = /^[0-9a-f]{12}$/;
const SECTION = /^[a-z][a-z0-9_]{0,31}$/;

const signature = (payload, secret) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * @param {{ section: string, version: string, expiresAt: number }} preview expiresAt in ms since the epoch
 * @param {string} secret
 */
export function signPreview({ section, version, expiresAt }, secret) {
  if (!SECTION.test(section) || !VERSION.test(version))
    throw new Error('a preview names a section and a 12-character version');
  const payload = Buffer.from(JSON.stringify({ section, version, expiresAt })).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

/**
 * The preview a token grants, or null when it is malformed, forged or expired.
 * @returns {{ section: string, version: string, expiresAt: number } | null}
 */
export function readPreview(token, secret, now = Date.now()) {
  if (!secret || typeof token !== 'string') return null;
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const preview = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const valid = SECTION.test(preview.section) && VERSION.test(preview.version) && Number.isFinite(preview.expiresAt);
    return valid && preview.expiresAt > now ? preview : null;
  } catch {
    return null;
  }
}

/**
 * Where a candidate version of a section lives: a version folder beside the live one (same host, same deploy root),
 * so a preview can only load what the section's own team deployed there.
 */
export function candidateManifest(liveManifest, version) {
  const versioned = /^(.*\/)versions\/[0-9a-f]{12}\/mf-manifest\.json$/.exec(liveManifest);
  return versioned
    ? `${versioned[1]}versions/${version}/mf-manifest.json`
    : new URL(`versions/${version}/mf-manifest.json`, liveManifest).href;
}

/** The registry as this preview's browser sees it: its section's manifest moved to the candidate. */
export function withPreview(raw, preview, pageUrl) {
  if (!preview || !Array.isArray(raw?.sections)) return raw;
  return {
    ...raw,
    sections: raw.sections.map((section) =>
      section.name === preview.section
        ? {
            ...section,
            manifest: candidateManifest(new URL(section.manifest, pageUrl).href, preview.version),
            serverEntry: undefined,
          }
        : section,
    ),
  };
}

/** The token in a request's cookies, if any. */
export function previewTokenOf(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) return value.join('=');
  }
  return undefined;
}
