import { createRemoteMount } from '@gadgets/shared-ui';
import LaptopRoutes from './routes';

export const mount = createRemoteMount('laptop', LaptopRoutes);
export default mount;
