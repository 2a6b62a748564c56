import { startStandaloneSection } from '@gadgets/shared-ui';
import MobileRoutes from './routes';
import { MOBILE_SECTION } from './mobile-section';

startStandaloneSection(MOBILE_SECTION, MobileRoutes);
