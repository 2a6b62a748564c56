import { startStandaloneSection } from '@gadgets/shared-ui';
import MobileRoutes from './routes';

startStandaloneSection('mobile', MobileRoutes);
