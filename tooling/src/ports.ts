/**
 * The local addresses of the parts of the site that are not sections. Each section's remote is served on the port
 * of its manifest in the shell's registry (shell/sections.json; each remote's webpack.config.ts names its own).
 */
export const SITE_PORTS = {
  shell: 3000,
  integrator: 3005,
  api: 4000,
} as const;

export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? `http://127.0.0.1:${SITE_PORTS.api}`;
}
