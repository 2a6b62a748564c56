// The dev banner feature's entry.
export { DevBanner } from './dev-banner';
