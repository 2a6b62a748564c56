import { createWebpackConfig } from '@gadgets/tooling';
import federation from './module-federation.config';

/** `pnpm dev` serves this remote here: the port of its default manifest in the shell's registry (shell/sections.json). */
const DEV_PORT = 3003;

export default createWebpackConfig({
  packageDir: __dirname,
  title: 'Bikes · Gadget Specs',
  port: DEV_PORT,
  federation,
});
