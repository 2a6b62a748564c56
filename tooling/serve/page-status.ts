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
  if (!registry.file) return () => 200;
  return function pageStatus(pathname) {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (shellPages.has(path)) return 200;
    // The map as it is now: a section added to it has pages from the next request on.
    const { sections } = registry.current();
    return sections.some((section) => path === section.path || path.startsWith(`${section.path}/`)) ? 200 : 404;
  };
}
