import { createWebpackConfig, SITE_PORTS } from '@gadgets/tooling';
import federation from './module-federation.config';

export default createWebpackConfig({ packageDir: __dirname, title: 'Laptops · Gadget Specs', port: SITE_PORTS.laptop, federation });
