import 'styled-components';
import type { GadgetTheme } from './design-tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends GadgetTheme {}
}
