import { createWebpackConfig } from '@gadgets/tooling';
import federation from './module-federation.config';

/** `pnpm dev` serves this remote here: the port of its default manifest in the shell's registry (shell/sections.json). */
const DEV_PORT = 3001;

export default createWebpackConfig({
  packageDir: __dirname,
  title: 'Phones · Gadget Specs',
  port: DEV_PORT,
  federation,
});
