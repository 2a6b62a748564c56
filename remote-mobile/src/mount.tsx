import { createRemoteMount } from '@gadgets/shared-ui';
import MobileRoutes from './routes';

export const mount = createRemoteMount({ name: 'mobile', title: 'Phones' }, MobileRoutes);
export default mount;
