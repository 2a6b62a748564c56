import { createRemoteMount } from '@gadgets/shared-ui';
import BikeRoutes from './routes';

export const mount = createRemoteMount({ name: 'bike', title: 'Bikes' }, BikeRoutes);
export default mount;
