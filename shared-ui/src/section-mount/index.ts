// How a section runs without the shell: alone on its own origin or mounted in an integrator's page. Only remotes'
// mount and standalone entries import this, so it is bundled into them instead of riding on every page's first load
// with the shared root; it reaches the store, the theme and the API client through '@gadgets/shared-ui' (one per page).
export { createRemoteMount, startStandaloneSection } from './create-remote-mount';
export { SectionApp } from './section-app';
