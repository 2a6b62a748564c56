import { startStandaloneSection } from '@gadgets/shared-ui/section-mount';
import LaptopRoutes from './routes';
import { LAPTOP_REMOTE } from './laptop-section';

startStandaloneSection(LAPTOP_REMOTE, LaptopRoutes);
