import { startStandaloneSection } from '@gadgets/shared-ui';
import DesktopRoutes from './routes';

startStandaloneSection({ name: 'desktop', title: 'Custom PC' }, DesktopRoutes);
