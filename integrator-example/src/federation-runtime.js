// The one script an integrator adds: the module federation runtime as a browser global,
// so a page without a bundler can load any of our remotes from its manifest URL.
import { createInstance } from '@module-federation/runtime';

window.GadgetsFederation = { createInstance };
