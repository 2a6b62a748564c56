import { createRemoteMount } from '@gadgets/shared-ui/section-mount';
import MobileRoutes from './routes';
import { MOBILE_REMOTE } from './mobile-section';

export const mount = createRemoteMount(MOBILE_REMOTE, MobileRoutes);
export default mount;
