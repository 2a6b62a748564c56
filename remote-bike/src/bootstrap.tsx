import { startStandaloneSection } from '@gadgets/shared-ui';
import BikeRoutes from './routes';

startStandaloneSection({ name: 'bike', title: 'Bikes' }, BikeRoutes);
