// The remote map a page mounts its sections from: which file it is, /remotes.json (the deploy-time map replaces the
// remotes.json the shell was built with, without a rebuild), and previews of a candidate version, for the browser
// holding a signed link's cookie only (preview-route.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Express, Request, RequestHandler } from 'express';
import { PREVIEW_PATH, previewSecretsOf, withPreview } from './preview.mjs';
import { previewOfRequest, previewRoute, type PreviewSettings } from './preview-route.ts';
import type { RegistryFile } from './registry-file.ts';
import type { Preview } from './server-render.ts';

/** The deploy-time map when given; without one, the remotes.json the shell was built with, if any. */
export function remoteMapFileOf(dir: string, remotesFile: string | undefined): string | undefined {
  return remotesFile ?? (existsSync(join(dir, 'remotes.json')) ? join(dir, 'remotes.json') : undefined);
}

export interface RemoteMapOptions {
  registry: RegistryFile;
  /** The site's preview secrets, comma-separated, current first (preview.mjs); none: previews are off. */
  previewSecret: string | undefined;
  /** Origins besides each section's own that preview candidates may load from, comma-separated. */
  previewOrigins: string | undefined;
}

/**
 * Mounts the preview route and /remotes.json on `app` when the server has a remote map, and answers which preview a
 * request carries (none without a map).
 */
export function mountRemoteMap(app: Express, options: RemoteMapOptions): (request: Request) => Preview | null {
  const { registry } = options;
  const hasMap = Boolean(registry.file);
  const previews: PreviewSettings = {
    secrets: hasMap ? previewSecretsOf(options.previewSecret) : [],
    origins: (options.previewOrigins ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    registry,
  };
  const previewOf = (request: Request): Preview | null => previewOfRequest(request, previews);
  if (hasMap) {
    app.get(PREVIEW_PATH, previewRoute(previews));
    app.get('/remotes.json', remoteMapRoute(registry, previewOf));
  }
  return previewOf;
}

/** The map as the file says, or, for a browser previewing a candidate, with the candidate in its section's place. */
function remoteMapRoute(registry: RegistryFile, previewOf: (request: Request) => Preview | null): RequestHandler {
  return (request, response) => {
    const preview = previewOf(request);
    response.setHeader('Cache-Control', preview ? 'private, no-store' : 'no-cache');
    const { text, raw } = registry.current();
    if (text === null) return response.status(404).type('text/plain').send('Not found');
    if (!preview) return response.type('application/json').send(text);
    const pageUrl = `${request.protocol}://${request.get('host')}/`;
    response.json(withPreview(raw, preview, pageUrl));
  };
}
