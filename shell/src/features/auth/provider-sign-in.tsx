import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from 'urql';
import { graphql } from '@gadgets/shared-ui';

export const ProviderSignIn_ProvidersQuery = graphql(`
  query ProviderSignIn_Providers {
    signInProviders {
      id
      name
    }
  }
`);

/**
 * "or continue with" Google or GitHub, for the providers the API has configured: none configured, nothing shown.
 * Each is a plain link to the API's /oauth/<provider>/start (proxied by the site's servers), which comes back to
 * this page signed in.
 */
export function ProviderSignIn() {
  const [{ data }] = useQuery({ query: ProviderSignIn_ProvidersQuery });
  const { pathname, search } = useLocation();
  const providers = data?.signInProviders ?? [];
  if (providers.length === 0) return null;
  const returnTo = encodeURIComponent(`${pathname}${search}`);
  return (
    <Providers>
      <Divider>or continue with</Divider>
      <ProviderLinks>
        {providers.map((provider) => (
          <ProviderLink
            key={provider.id}
            href={`/oauth/${provider.id}/start?returnTo=${returnTo}`}
            aria-label={`Continue with ${provider.name}`}
          >
            {provider.name}
          </ProviderLink>
        ))}
      </ProviderLinks>
    </Providers>
  );
}

const Providers = styled.div`
  margin-top: 16px;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 12px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ProviderLinks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 10px;
`;

const ProviderLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
