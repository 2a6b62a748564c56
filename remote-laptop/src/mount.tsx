import { createRemoteMount } from '@gadgets/shared-ui';
import LaptopRoutes from './routes';

export const mount = createRemoteMount({ name: 'laptop', title: 'Laptops' }, LaptopRoutes);
export default mount;
