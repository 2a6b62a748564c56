import { createWebpackConfig, SITE_PORTS } from '@gadgets/tooling';
import federation from './module-federation.config';

export default createWebpackConfig({ packageDir: __dirname, title: 'Bikes · Gadget Specs', port: SITE_PORTS.bike, federation });
