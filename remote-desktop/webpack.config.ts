import { createWebpackConfig, SITE_PORTS } from '@gadgets/tooling';
import federation from './module-federation.config';

export default createWebpackConfig({ packageDir: __dirname, title: 'Custom PC · Gadget Specs', port: SITE_PORTS.desktop, federation });
