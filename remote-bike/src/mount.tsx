import { createRemoteMount } from '@gadgets/shared-ui';
import BikeRoutes from './routes';
import { BIKE_SECTION } from './bike-section';

export const mount = createRemoteMount(BIKE_SECTION, BikeRoutes);
export default mount;
