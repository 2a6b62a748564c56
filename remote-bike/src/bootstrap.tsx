import { startStandaloneSection } from '@gadgets/shared-ui';
import BikeRoutes from './routes';

startStandaloneSection('bike', BikeRoutes);
