import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { registerSectionRemotes } from './features/remote-sections/remote-map';
import { seesPageAsRendered } from './server/hydration-preferences';
import { CLIENT_RENDERED_PART, readServerData } from './server/server-data';

// Start reading the remote map at once; sections wait for it, the header and footer do not.
void registerSectionRemotes().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const serverData = readServerData(document);
if (serverData && container.firstElementChild && seesPageAsRendered()) {
  // As a transition, hydration works in slices and yields to the browser between them, so a tap or a keystroke
  // during it is answered instead of waiting out one long task (outside one it runs in a single block).
  startTransition(() => {
    hydrateRoot(container, <App serverData={serverData} />, {
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
  startTransition(() => root.render(<App serverData={serverData} />));
}
