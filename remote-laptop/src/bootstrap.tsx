import { startStandaloneSection } from '@gadgets/shared-ui';
import LaptopRoutes from './routes';

startStandaloneSection('laptop', LaptopRoutes);
