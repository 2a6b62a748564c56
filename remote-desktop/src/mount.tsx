import { createRemoteMount } from '@gadgets/shared-ui';
import DesktopRoutes from './routes';

export const mount = createRemoteMount('desktop', DesktopRoutes);
export default mount;
