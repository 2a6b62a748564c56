import { startStandaloneSection } from '@gadgets/shared-ui';
import BikeRoutes from './routes';
import { BIKE_REMOTE } from './bike-section';

startStandaloneSection(BIKE_REMOTE, BikeRoutes);
