import { startStandaloneSection } from '@gadgets/shared-ui/section-mount';
import DesktopRoutes from './routes';
import { DESKTOP_REMOTE } from './desktop-section';

startStandaloneSection(DESKTOP_REMOTE, DesktopRoutes);
