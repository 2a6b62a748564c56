import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerSectionRemotes } from './features/remote-sections/remote-map';

// Start reading the remote map at once; sections wait for it, the header and footer do not.
void registerSectionRemotes().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
