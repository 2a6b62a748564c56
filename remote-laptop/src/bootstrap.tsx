import { startStandaloneSection } from '@gadgets/shared-ui';
import LaptopRoutes from './routes';

startStandaloneSection({ name: 'laptop', title: 'Laptops' }, LaptopRoutes);
