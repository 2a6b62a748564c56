// The preview routes of the shell's server: GET /__preview?token=… opens a signed link (sets the preview cookies and
// goes to the section), /__preview?end=1 ends it; and which preview, if any, a request carries. A link that is bad in
// any way is answered with a page saying why, and sets nothing.
import type { Request, Response } from 'express';
import {
  allowedCandidate,
  candidateManifest,
  PREVIEW_COOKIE,
  PREVIEW_INFO_COOKIE,
  previewTokenOf,
  readPreview,
} from './preview.mjs';
import type { DeclaredSection, RegistryFile } from './registry-file.ts';
import type { Preview } from './server-render.ts';

export interface PreviewSettings {
  /** The site's secrets, current first (PREVIEW_SECRET); none: previews are off. */
  secrets: string[];
  /** Origins besides each section's own that candidates may be loaded from (PREVIEW_ORIGINS). */
  origins: string[];
  registry: RegistryFile;
}

const pageUrlOf = (request: Request) => `${request.protocol}://${request.get('host')}/`;

type Candidate = { ok: true; section: DeclaredSection; manifest: string } | { ok: false; problem: string };

/** The live section a preview replaces and where its candidate is, or why it cannot be previewed. */
function candidateOf(preview: Preview & { manifest?: string }, settings: PreviewSettings, pageUrl: string): Candidate {
  const section = settings.registry.current().sections.find((entry) => entry.name === preview.section);
  if (!section) return { ok: false, problem: `This site has no section "${preview.section}".` };
  const live = new URL(section.manifest, pageUrl).href;
  const manifest = candidateManifest(live, preview) as string;
  if (!allowedCandidate(manifest, live, settings.origins))
    return { ok: false, problem: `This site does not load sections from ${new URL(manifest).origin}.` };
  return { ok: true, section, manifest };
}

/** The preview a request's cookie grants, if it is valid, unexpired and loads from a host the site allows. */
export function previewOfRequest(request: Request, settings: PreviewSettings): Preview | null {
  if (settings.secrets.length === 0) return null;
  const preview = readPreview(previewTokenOf(request.headers.cookie), settings.secrets);
  return preview && candidateOf(preview, settings, pageUrlOf(request)).ok ? preview : null;
}

export function previewRoute(settings: PreviewSettings) {
  return async (request: Request, response: Response) => {
    response.setHeader('Cache-Control', 'no-store');
    if (request.query.end !== undefined) {
      response.append('Set-Cookie', [expired(PREVIEW_COOKIE, true), expired(PREVIEW_INFO_COOKIE, false)]);
      return response.redirect(302, '/');
    }
    if (settings.secrets.length === 0)
      return explain(response, 404, 'Previews are off on this site', [
        'This site’s server has no preview secret (PREVIEW_SECRET), so it opens no preview links.',
      ]);
    const token = String(request.query.token ?? '');
    const preview = readPreview(token, settings.secrets);
    if (!preview)
      return explain(response, 403, 'This preview link is not valid', [
        'It has expired, or it was not signed with its section’s preview key for this site.',
        'Ask for a new link: gadgets-deploy preview prints one.',
      ]);
    const candidate = candidateOf(preview, settings, pageUrlOf(request));
    if (!candidate.ok) return explain(response, 403, 'This preview cannot be opened', [candidate.problem]);
    const deployed = await fetch(candidate.manifest, { signal: AbortSignal.timeout(5_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (!deployed)
      return explain(response, 404, 'This version is not deployed', [
        `No version ${preview.version} of the ${candidate.section.name} section answers at ${candidate.manifest}.`,
        'Stage it (gadgets-deploy stage) and serve it there, then open the link again.',
      ]);
    const maxAge = Math.max(1, Math.floor((preview.expiresAt - Date.now()) / 1000));
    const attributes = `Path=/; SameSite=Lax; Max-Age=${maxAge}${request.protocol === 'https' ? '; Secure' : ''}`;
    response.append('Set-Cookie', [
      `${PREVIEW_COOKIE}=${token}; HttpOnly; ${attributes}`,
      `${PREVIEW_INFO_COOKIE}=${preview.section}.${preview.version}; ${attributes}`,
    ]);
    response.redirect(302, candidate.section.home ?? candidate.section.path);
  };
}

const expired = (name: string, httpOnly: boolean) =>
  `${name}=; Path=/;${httpOnly ? ' HttpOnly;' : ''} SameSite=Lax; Max-Age=0`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A plain page that says what went wrong, with the way back. */
function explain(response: Response, status: number, title: string, lines: string[]) {
  response
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
        `<p><a href="/">Go to the home page</a></p></main></body></html>`,
    );
}
