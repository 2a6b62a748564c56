/**
 * The site's icon and web app manifest, written into every package's dist/ so the site and each remote on its own
 * origin (3000-3004) answer /favicon.svg and /manifest.webmanifest instead of a 404. Drawn here, not fetched.
 */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#0f172a"/>
  <rect x="14" y="10" width="22" height="38" rx="4" fill="none" stroke="#38bdf8" stroke-width="4"/>
  <rect x="30" y="26" width="22" height="16" rx="2" fill="#0f172a" stroke="#f8fafc" stroke-width="4"/>
  <path d="M26 54h30" stroke="#f8fafc" stroke-width="4" stroke-linecap="round"/>
</svg>
`;

export function webManifest(title: string): string {
  return `${JSON.stringify(
    {
      name: title,
      short_name: 'Gadgets',
      description: 'Specifications and comparisons of phones, laptops and bikes, and a custom PC builder.',
      start_url: '/',
      display: 'standalone',
      background_color: '#0f172a',
      theme_color: '#0f172a',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  )}\n`;
}

/** The head links every page carries for them. */
export const ICON_LINKS = `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest" />`;
