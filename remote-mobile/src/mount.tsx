import { createRemoteMount } from '@gadgets/shared-ui';
import MobileRoutes from './routes';
import { MOBILE_SECTION } from './mobile-section';

export const mount = createRemoteMount(MOBILE_SECTION, MobileRoutes);
export default mount;
