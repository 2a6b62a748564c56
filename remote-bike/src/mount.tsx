import { createRemoteMount } from '@gadgets/shared-ui/section-mount';
import BikeRoutes from './routes';
import { BIKE_REMOTE } from './bike-section';

export const mount = createRemoteMount(BIKE_REMOTE, BikeRoutes);
export default mount;
