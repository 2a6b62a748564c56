import { startStandaloneSection } from '@gadgets/shared-ui';
import LaptopRoutes from './routes';
import { LAPTOP_SECTION } from './laptop-section';

startStandaloneSection(LAPTOP_SECTION, LaptopRoutes);
