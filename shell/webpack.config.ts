import { createWebpackConfig, SITE_PORTS } from '@gadgets/tooling';
import federation from './module-federation.config';
import { defaultRemoteMap } from './remote-map.config';

export default createWebpackConfig({
  packageDir: __dirname,
  title: 'Gadget Specs: phones, laptops, bikes and custom PCs',
  port: SITE_PORTS.shell,
  federation,
  publicPath: '/',
  serverEntry: './src/server/index.ts',
  emitFiles: { 'remotes.json': `${JSON.stringify(defaultRemoteMap(), null, 2)}\n` },
});
