import { startStandaloneSection } from '@gadgets/shared-ui/section-mount';
import MobileRoutes from './routes';
import { MOBILE_REMOTE } from './mobile-section';

startStandaloneSection(MOBILE_REMOTE, MobileRoutes);
