import { createRemoteMount } from '@gadgets/shared-ui';
import BikeRoutes from './routes';

export const mount = createRemoteMount('bike', BikeRoutes);
export default mount;
