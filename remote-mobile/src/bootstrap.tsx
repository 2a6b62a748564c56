import { startStandaloneSection } from '@gadgets/shared-ui';
import MobileRoutes from './routes';

startStandaloneSection({ name: 'mobile', title: 'Phones' }, MobileRoutes);
