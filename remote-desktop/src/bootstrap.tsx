import { startStandaloneSection } from '@gadgets/shared-ui';
import DesktopRoutes from './routes';

startStandaloneSection('desktop', DesktopRoutes);
