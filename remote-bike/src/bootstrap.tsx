import { startStandaloneSection } from '@gadgets/shared-ui/section-mount';
import BikeRoutes from './routes';
import { BIKE_REMOTE } from './bike-section';

startStandaloneSection(BIKE_REMOTE, BikeRoutes);
