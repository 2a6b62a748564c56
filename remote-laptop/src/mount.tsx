import { createRemoteMount } from '@gadgets/shared-ui/section-mount';
import LaptopRoutes from './routes';
import { LAPTOP_REMOTE } from './laptop-section';

export const mount = createRemoteMount(LAPTOP_REMOTE, LaptopRoutes);
export default mount;
