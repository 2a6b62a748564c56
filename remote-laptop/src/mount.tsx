import { createRemoteMount } from '@gadgets/shared-ui';
import LaptopRoutes from './routes';
import { LAPTOP_SECTION } from './laptop-section';

export const mount = createRemoteMount(LAPTOP_SECTION, LaptopRoutes);
export default mount;
