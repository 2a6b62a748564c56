import { createWebpackConfig } from '@gadgets/tooling';
import federation from './module-federation.config';

/** `pnpm dev` serves this remote here: the port of its default manifest in the shell's registry (shell/sections.json). */
const DEV_PORT = 3004;

export default createWebpackConfig({
  packageDir: __dirname,
  title: 'Custom PC · Gadget Specs',
  port: DEV_PORT,
  federation,
});
