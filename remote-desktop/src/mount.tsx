import { createRemoteMount } from '@gadgets/shared-ui';
import { DesktopSectionRoutes } from './standalone/desktop-section-routes';

export const mount = createRemoteMount('desktop', DesktopSectionRoutes);
export default mount;
