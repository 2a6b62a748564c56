import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_GRAPHQL_URL } from './create-graphql-client';

interface SiteConfig {
  graphqlUrl: string;
}

const SiteConfigContext = createContext<SiteConfig>({ graphqlUrl: DEFAULT_GRAPHQL_URL });

export function SiteConfigProvider({ graphqlUrl, children }: SiteConfig & { children: ReactNode }) {
  return <SiteConfigContext.Provider value={{ graphqlUrl }}>{children}</SiteConfigContext.Provider>;
}

/**
 * Media paths from the API are root-relative (`/media/...`). On our own origins they resolve as they
 * are; in an integrator's page they must point at the API's origin instead.
 */
export function resolveMediaUrl(src: string | null | undefined, graphqlUrl: string): string | undefined {
  if (!src) return undefined;
  if (!src.startsWith('/') || src.startsWith('//') || !/^https?:/.test(graphqlUrl)) return src;
  return new URL(src, graphqlUrl).toString();
}

export function useMediaUrl(): (src: string | null | undefined) => string | undefined {
  const { graphqlUrl } = useContext(SiteConfigContext);
  return (src) => resolveMediaUrl(src, graphqlUrl);
}
