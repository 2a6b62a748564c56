import { startStandaloneSection } from '@gadgets/shared-ui';
import { DesktopSectionRoutes } from './standalone/desktop-section-routes';

startStandaloneSection('desktop', DesktopSectionRoutes);
