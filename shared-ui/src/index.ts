export * from './theme/design-tokens';
export { GadgetThemeProvider } from './theme/gadget-theme-provider';
export { GlobalStyle } from './theme/global-style';

export { appStore, createAppStore, useAppStore } from './store/app-store';
export type { AppState, StoreDependencies } from './store/app-store';
export { localKeyValueStorage, sessionKeyValueStorage } from './store/browser-storage';
export type { KeyValueStorage } from './store/browser-storage';
export { initialsOf } from './store/slices/auth-slice';
export type { AuthStatus, AuthUser } from './store/slices/auth-slice';
export { COMPARE_LIMIT, compareStorageKey, parseCompareList } from './store/slices/compare-slice';
export type { CompareAddResult, CompareCategory, CompareItem } from './store/slices/compare-slice';
export { THEME_STORAGE_KEY } from './store/slices/theme-slice';
export { sampleNotifications } from './store/slices/notifications-slice';
export type { SiteNotification } from './store/slices/notifications-slice';

export { ACCESS_TOKEN_KEY, clearAccessToken, readAccessToken, writeAccessToken } from './graphql/access-token';
export { createGraphqlClient, DEFAULT_GRAPHQL_URL, getSiteGraphqlClient } from './graphql/create-graphql-client';
export { errorMessageOf, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './graphql/error-message';
export { resolveMediaUrl, SiteConfigProvider, useMediaUrl } from './graphql/site-config';
export { SiteGraphqlProvider } from './graphql/site-graphql-provider';

export { PagePlaceholder } from './components/page-placeholder';
export { SectionBoundary } from './components/section-boundary';
export { SectionUnavailable } from './components/section-unavailable';

export { containerNameOf, SECTION_TITLES, SECTIONS } from './remote/remote-contract';
export type {
  RemoteMount,
  RemoteMountModule,
  RemoteMountOptions,
  RemoteRoutesModule,
  RemoteUnmount,
  Section,
} from './remote/remote-contract';
export { createRemoteMount, startStandaloneSection } from './remote/create-remote-mount';
export { SectionApp } from './remote/section-app';

export { BrandStrip, brandPathOf } from './widgets/brand-strip/brand-strip';
export { BrandStrip_CompaniesQuery, useCompanies } from './widgets/brand-strip/companies-query';
export type { Company, CompanyCategory } from './widgets/brand-strip/companies-query';
export { PageContainer, PageLead, PageTitle, SectionHeading } from './components/page-container';

// Shared widgets of the category pages (mobile first; laptop and bike reuse them).
export { Breadcrumb, CATEGORY_LABELS, CATEGORY_PATHS, modelLabelOf } from './widgets/breadcrumb/breadcrumb';
export type { BreadcrumbCategory } from './widgets/breadcrumb/breadcrumb';
export { brandStripActivePage, brandStripPageCount, brandStripPageOffset } from './widgets/brand-strip/brand-strip-pages';
export { Pagination } from './widgets/pagination/pagination';
export { PAGE_WINDOW_SIZE, pageFromSearch, paginationWindow } from './widgets/pagination/pagination-window';
export type { PageToken } from './widgets/pagination/pagination-window';
export { SpecTable, SpecValueView } from './widgets/spec-table/spec-table';
export type { SpecRow, SpecSection } from './widgets/spec-table/spec-table';
export { NOT_AVAILABLE, specEntriesOf } from './widgets/spec-table/spec-value';
export type { SpecValue } from './widgets/spec-table/spec-value';
export { Lightbox, wrapIndex } from './widgets/lightbox/lightbox';
export { useScrollLock } from './widgets/lightbox/use-scroll-lock';
export { DeviceSummaryCard } from './widgets/device-summary-card/device-summary-card';
export type { DeviceSummaryCardProps } from './widgets/device-summary-card/device-summary-card';
export { nextVote, useLocalVote } from './widgets/local-vote/use-local-vote';
export type { Vote } from './widgets/local-vote/use-local-vote';
export { VoteButtons } from './widgets/local-vote/vote-buttons';
export { SkeletonBlock, SkeletonCard, SkeletonGrid, SkeletonLines } from './widgets/skeletons/skeletons';
export { ModelCard } from './widgets/model-grid/model-card';
export type { ModelCardProps } from './widgets/model-grid/model-card';
export { ModelGrid } from './widgets/model-grid/model-grid';
export { ActionButton, StatusPanel } from './widgets/status-panel/status-panel';
export { Spinner } from './widgets/status-panel/spinner';
export { CompareButton, compareButtonLabel } from './widgets/compare/compare-button';
export { COMPARE_QUERY_PARAMETER, compareLinkOf, decodeCompareList, encodeCompareList } from './widgets/compare/compare-link';
export { bestIndexes, clockSpeed, dataSize, dateValue, entryCount, largestNumber, pixelCount, powerWatts } from './widgets/compare/better-value';
export type { SpecScore } from './widgets/compare/better-value';
export { CompareTable } from './widgets/compare/compare-table';
export { useCompareUrlSync } from './widgets/compare/use-compare-url-sync';
export type { CompareRow, CompareSection } from './widgets/compare/compare-table';
export { accentFill, accentText } from './widgets/accent-colors';
export { AccentButton } from './widgets/accent-button/accent-button';
export { VisuallyHidden } from './components/visually-hidden';
export { CommentsWidget } from './widgets/comments/comments-widget';
export { COMMENT_MAX_LENGTH, COMMENT_MIN_EXCLUSIVE, validateComment } from './widgets/comments/comment-validation';
export type { CommentFormErrors, CommentFormValues } from './widgets/comments/comment-validation';
export {
  CommentsWidget_CommentAddedSubscription,
  CommentsWidget_CommentsQuery,
  CommentsWidget_CreateCommentMutation,
} from './widgets/comments/comments-widget-queries';
export type { CommentEntry, CommentTarget } from './widgets/comments/comments-widget-queries';
