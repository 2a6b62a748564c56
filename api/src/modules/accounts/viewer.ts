import type { Gender } from '../../generated/schema-types';

/** The signed-in user a request acts for, read from its bearer token. */
export interface Viewer {
  id: number;
  email: string;
  name: string;
  gender: Gender;
  avatar: string | null;
  admin: boolean;
  /** The login (refresh token family) the bearer token was minted for: `logout` ends it. */
  sessionId: string;
}
