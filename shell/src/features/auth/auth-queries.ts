import { gql } from 'urql';
import type { AuthUser } from '@gadgets/shared-ui';

export const AuthProvider_GetAccessTokenQuery = gql<{ getAccessToken: string | null }>`
  query AuthProvider_GetAccessToken {
    getAccessToken
  }
`;

export const AuthProvider_GetUserDetailsQuery = gql<{ getUserDetails: AuthUser | null }>`
  query AuthProvider_GetUserDetails {
    getUserDetails {
      name
      email
      avatar
      admin
    }
  }
`;
