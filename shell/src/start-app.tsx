import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { registerSectionRemotes } from './federation/section-registry';
import { createSiteRouter } from './routes';
import { seesPageAsRendered } from './server/hydration-preferences';
import { CLIENT_RENDERED_PART, readServerData, readServerSections } from './server/server-data';
import { nextTask } from './startup/next-task';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const serverData = readServerData(document);
// A server-rendered page carries the registry it was drawn with; otherwise remotes.json is read first, since the
// navigation and the section routes come from it (a map that cannot be read leaves the sections with Retry).
const sections = readServerSections(document) ?? (await registerSectionRemotes().catch(() => null));
if (sections) void registerSectionRemotes(sections).catch(() => undefined);
// The router matches the address against every route as it is made: a task of its own, not a part of React's
// first slice of work (which cannot be cut short).
await nextTask();
const router = createSiteRouter();
await nextTask();
if (serverData && sections && container.firstElementChild && seesPageAsRendered()) {
  // From here React answers a tap itself (hydrating the part tapped first); until now the page's first script held it.
  document.documentElement.setAttribute('data-page-hydrating', '');
  // As a transition, hydration works in slices and yields to the browser between them, so a tap or a keystroke
  // during it is answered instead of waiting out one long task (outside one it runs in a single block).
  startTransition(() => {
    hydrateRoot(container, <App serverData={serverData} sections={sections} router={router} />, {
      // Reported: a mismatch between the server's HTML and the browser's render. Not reported: a part the server
      // left to the browser on purpose (its digest), or an error thrown while hydrating (it has a cause, e.g. a
      // remote that went down since), which the section's own error boundary already shows with Retry.
      onRecoverableError(error) {
        const { digest, cause } = error as { digest?: string; cause?: unknown };
        if (digest !== CLIENT_RENDERED_PART && cause === undefined) reportError(error);
      },
    });
  });
} else {
  // Rendered only in the browser, or rendered for someone else's choices: drawn afresh (with the server's data),
  // also in yielding slices.
  const root = createRoot(container);
  startTransition(() => root.render(<App serverData={serverData} sections={sections} router={router} />));
}
