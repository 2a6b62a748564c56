// The HTTP status of a page the server could not render (server rendering off, or the shell's server build
// failing): 404 for a path that is neither one of the shell's own pages nor under a deployed section, so search
// engines and link checkers see it. Within a section the section decides, and only rendering knows whether a brand
// or model exists: those pages answer 200 here and the browser draws the not-found screen.
import type { RegistryFile } from './registry-file.ts';

/**
 * The status of a page rendered in the browser; `shellPages` the shell's own (from its route table, through its
 * server build: ShellServerBuild.pagePaths). Without a remote map (a remote's own origin) the page is the
 * remote's standalone page, whose router sends any path to its home, so every path is a page.
 */
export function createPageStatus(
  registry: RegistryFile,
  shellPages: ReadonlySet<string>,
): (pathname: string) => 200 | 404 {
  const routeOf = createPageRoutes(registry, shellPages);
  return (pathname) => (routeOf(pathname) === null ? 404 : 200);
}

/**
 * The route a path is a page of, as the metrics name it (never the path itself, whose values are unbounded): one of
 * the shell's pages (`/about`), a section's home (`/bike`) or any page under it (`/bike/*`), `/*` on a remote's own
 * origin (its standalone page); null for a path that is no page of the site.
 */
export function createPageRoutes(
  registry: RegistryFile,
  shellPages: ReadonlySet<string>,
): (pathname: string) => string | null {
  if (!registry.file) return () => '/*';
  return function pageRoute(pathname) {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (shellPages.has(path)) return path;
    // The map as it is now: a section added to it has pages from the next request on.
    const section = registry.current().sections.find(({ path: home }) => path === home || path.startsWith(`${home}/`));
    if (!section) return null;
    return path === section.path ? section.path : `${section.path}/*`;
  };
}
