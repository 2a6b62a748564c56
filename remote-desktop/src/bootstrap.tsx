import { startStandaloneSection } from '@gadgets/shared-ui';
import DesktopRoutes from './routes';
import { DESKTOP_SECTION } from './desktop-section';

startStandaloneSection(DESKTOP_SECTION, DesktopRoutes);
