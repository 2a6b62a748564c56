export * from './theme/design-tokens';
export { GadgetThemeProvider } from './theme/gadget-theme-provider';
export { GlobalStyle } from './theme/global-style';
export { bareList, centredCircle, fillingGrid, windowLayer, wrappingRow } from './theme/layouts';
export { outlinedPanel, outlinedPill } from './theme/outlines';

export { appStore, createAppStore, useAppStore } from './store/app-store';
export type {
  AppState,
  AuthStatus,
  AuthUser,
  CompareAddResult,
  CompareItem,
  StoreDependencies,
  ThemeChoice,
  UnitSystem,
} from './store/app-state';
export { localKeyValueStorage, sessionKeyValueStorage } from './store/browser-storage';
export type { KeyValueStorage } from './store/browser-storage';
export { initialsOf } from './store/slices/auth-slice';
export {
  COMPARE_LIMIT,
  compareStorageKey,
  isCompareItem,
  normaliseCompareItem,
  parseCompareList,
} from './store/slices/compare-slice';
export { THEME_STORAGE_KEY } from './store/slices/theme-slice';
export { UNITS_STORAGE_KEY } from './store/slices/units-slice';

export {
  ACCESS_TOKEN_KEY,
  clearAccessToken,
  readAccessToken,
  useHasAccessToken,
  writeAccessToken,
} from './graphql/access-token';
export { createGraphqlClient, DEFAULT_GRAPHQL_URL, GRAPHQL_REQUEST_TIMEOUT_MS } from './graphql/create-graphql-client';
export { errorMessageOf, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './graphql/error-message';
export { resolveMediaUrl, SiteConfigProvider, useMediaUrl } from './graphql/site-config';
export { SiteGraphqlProvider } from './graphql/site-graphql-provider';

export { HydrateLater } from './components/hydrate-later';
export { LineIcon } from './components/line-icon';
export { PagePlaceholder } from './components/page-placeholder';
export { SectionBoundary } from './components/section-boundary';
export { SectionUnavailable } from './components/section-unavailable';
export { useScrollLock } from './components/use-scroll-lock';

export { containerNameOf, parseSectionRegistry, SectionRegistryError, sectionOfPath } from './remote/section-registry';
export type { SectionEntry, SectionRegistry } from './remote/section-registry';
export type {
  RemoteMount,
  RemoteMountModule,
  RemoteMountOptions,
  RemoteRoutesModule,
  RemoteUnmount,
  SectionIdentity,
} from './remote/remote-contract';

export { PageContainer, PageLead, PageTitle, SectionHeading } from './components/page-container';

export { VisuallyHidden } from './components/visually-hidden';

export { graphql, readFragment } from './graphql/graphql';
export type { FragmentOf, ResultOf, VariablesOf } from './graphql/graphql';

export { brandUrl, companyPathOf, modelUrl, sectionUrl } from './routing/site-urls';
export { isComparableSection, SECTION_NAMES, SECTION_TABLE, sectionIdentityOf } from './sections/section-table';
export type { CatalogueSectionName, ComparableSectionName, SectionFacts, SectionName } from './sections/section-table';

export { pageHeadOf, SITE_DESCRIPTION, SITE_NAME } from './components/page-meta';
export { usePageMeta } from './components/use-page-meta';
export { PageResponseProvider, ResponseRedirect, ResponseStatus, useHydrated } from './server/page-response';
export type { PageResponse } from './server/page-response';
export type { PageMeta } from './components/page-meta';

export { checkSession, refreshSession, SESSION_CHECK_TIMEOUT_MS } from './graphql/session-check';
