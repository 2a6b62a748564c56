import { createRemoteMount } from '@gadgets/shared-ui';
import MobileRoutes from './routes';

export const mount = createRemoteMount('mobile', MobileRoutes);
export default mount;
