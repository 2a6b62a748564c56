import { createRemoteMount } from '@gadgets/shared-ui';
import DesktopRoutes from './routes';

export const mount = createRemoteMount({ name: 'desktop', title: 'Custom PC' }, DesktopRoutes);
export default mount;
