import { startStandaloneSection } from '@gadgets/shared-ui';
import BikeRoutes from './routes';
import { BIKE_SECTION } from './bike-section';

startStandaloneSection(BIKE_SECTION, BikeRoutes);
