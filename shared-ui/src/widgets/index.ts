// Widgets of the category pages. Not a federation singleton: each remote bundles the version it was built
// with, so a remote deploys new widgets without waiting for the shell. Widgets reach the singleton core
// (store, theme, client) only through '@gadgets/shared-ui'.

export { BrandStrip, brandPathOf } from './brand-strip/brand-strip';
export { BrandStrip_CompaniesQuery, useBrand, useBrands } from './brand-strip/companies-query';
export type { Brand } from './brand-strip/companies-query';
export { Breadcrumb, modelLabelOf } from './breadcrumb/breadcrumb';
export { brandStripActivePage, brandStripPageCount, brandStripPageOffset } from './brand-strip/brand-strip-pages';
export { Pagination } from './pagination/pagination';
export { PAGE_WINDOW_SIZE, pageFromSearch, paginationWindow } from './pagination/pagination-window';
export type { PageToken } from './pagination/pagination-window';
export { pagesOnDemand } from './section/pages-on-demand';
// Charts: plain SVG, bundled only into the sections that draw one.
export { BarRows } from '../charts/bar-rows';
export type { BarRow, BarRowsProps } from '../charts/bar-rows';
export { StackedBar } from '../charts/stacked-bar';
export type { ChartSegment, StackedBarProps } from '../charts/stacked-bar';
export { SpecTable, SpecValueView } from './spec-table/spec-table';
export { byDifference, byPercent, compareSectionsOf, specSectionsOf } from './spec-sheet/spec-sheet';
export type {
  CompareRow,
  CompareSection,
  RowContrast,
  SpecRow,
  SpecRowDefinition,
  SpecSection,
  SpecSheetDefinition,
} from './spec-sheet/spec-sheet';
export { NOT_AVAILABLE, specEntriesOf } from './spec-table/spec-value';
export type { SpecValue } from './spec-table/spec-value';
export { Lightbox, wrapIndex } from './lightbox/lightbox';
export { DeviceSummaryCard } from './device-summary-card/device-summary-card';
export type { DeviceSummaryCardProps } from './device-summary-card/device-summary-card';
export { nextVote } from './votes/next-vote';
export type { Vote } from './votes/next-vote';
export { VoteButtons } from './votes/vote-buttons';
export { ModelVoteButtons } from './votes/model-vote-buttons';
export { FollowButton } from './follows/follow-button';
export type { FollowTarget } from './follows/follow-button';
export { SkeletonBlock, SkeletonCard, SkeletonGrid, SkeletonLines } from './skeletons/skeletons';
export { ModelCard } from './model-grid/model-card';
export { cardNameOf } from './model-grid/model-card-name';
export type { ModelCardProps } from './model-grid/model-card';
export { ModelGrid } from './model-grid/model-grid';
export { ActionButton, StatusPanel } from './status-panel/status-panel';
export { Spinner } from './status-panel/spinner';
export { CompareButton, compareButtonLabel } from './compare/compare-button';
export { COMPARE_QUERY_PARAMETER, compareLinkOf, decodeCompareList, encodeCompareList } from './compare/compare-link';
export {
  bestIndexes,
  clockSpeed,
  dataSize,
  dateValue,
  entryCount,
  largestNumber,
  pixelCount,
  powerWatts,
} from './compare/better-value';
export type { SpecScore } from './compare/better-value';
export { CompareTable } from './compare/compare-table';
export { rowDiffers } from './compare/differing-rows';
export { useCompareUrlSync } from './compare/use-compare-url-sync';
export { accentFill, accentText } from './accent-colors';
export { groupedNumber } from './grouped-number';
export { dayText } from './calendar-day';
export { moneyText } from './money-text';
// Charts are drawn by the remotes that show them, not carried in the shell's shared core (its first-load budget).
export { PercentileBar, percentileMarkerX } from '../charts/percentile-bar';
export { SpecStandingFields } from './spec-standing/spec-standing-fields';
export { SpecStandingList } from './spec-standing/spec-standing-list';
export { standingComparison, standingValue } from './spec-standing/standing-sentence';
export type { SpecStanding } from './spec-standing/standing-sentence';
export { AccentButton } from './accent-button/accent-button';
export { CommentsWidget } from './comments/comments-widget';
export { COMMENT_MAX_LENGTH, COMMENT_MIN_EXCLUSIVE, validateComment } from './comments/comment-validation';
export type { CommentFormErrors, CommentFormValues } from './comments/comment-validation';
export { CommentsWidget_CommentsQuery, CommentsWidget_CreateCommentMutation } from './comments/comments-widget-queries';
export type { CommentEntry, CommentTarget } from './comments/comments-widget-queries';
export { ReviewsSection } from './reviews/reviews-section';
export { PaginationFields } from './pagination/pagination-fields';
export { ChipList } from './device-summary-card/chip-list';
export { ComparedDocumentFields, SpecDocumentFields } from './model-page/spec-document-fields';
export { BrandModelFields } from './listing/brand-model-fields';
export { ComparePairSideFields } from './compare/compare-pair-side-fields';
export type { PaginationInfo } from './pagination/pagination-fields';
export { SearchResultFields } from './search-result/search-result-fields';
export type { ModelSearchResult } from './search-result/search-result-fields';
export { availableText, showingText } from './listing/listing-text';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './hooks/use-debounced-value';
export { ListingCounts } from './listing/listing-counts';
export { InlineButtonRow } from './inline-controls';
export { QueryStatus } from './status-panel/query-status';
export type { QueryState, QueryStatusProps } from './status-panel/query-status';
export { useComparedModels } from './compare/use-compared-models';
export type { ComparedSlot } from './compare/use-compared-models';
export { CompareShareLink } from './compare/compare-share-link';
export { SharedComparisonNotice } from './compare/shared-comparison-notice';
export type { CompareView } from './compare/use-compare-url-sync';
export { HomeMobileFields } from './model-grid/home-mobile-fields';
export { BrandModelListing } from './listing/brand-model-listing';
export type { ListingModel, ModelPage } from './listing/brand-model-listing';
export { BrandPage } from './listing/brand-page';
export { PageNotFound } from './not-found/page-not-found';
export { availabilitySection, connectivitySection, cpuCoreRows, soundSection } from './spec-sheet/device-rows';
export { displayRows, memoryRows } from './spec-sheet/device-rows';
export { CompareAlert, CompareColumnHeader, CompareTextButton, CompareToolbar } from './compare/compare-page-parts';
export { ComparePageFrame } from './compare/compare-page-frame';
export { CompareModelHeader } from './compare/compare-model-header';
export type { ComparedModelSummary } from './compare/compare-model-header';
export { CompareSearch } from './compare/compare-search';
export type { CompareSearchProps } from './compare/compare-search';
export { ModelPageStatus } from './model-page/model-page-status';
export { hostnameOf, ModelPageFrame, SourceLine } from './model-page/model-page-frame';
export type { FramedModel } from './model-page/model-page-frame';
export { HighlightsAndDrawbacks } from './highlights/highlights-and-drawbacks';
export { ComparePairList, ComparePairListSkeleton } from './compare/compare-pair-list';
export type { PairSide } from './compare/compare-pair-list';
export { CategoryHero } from './category-hero/category-hero';
export {
  defineSection,
  SectionProvider,
  useComparableSection,
  useSection,
  useSectionAccent,
  useSectionLook,
} from './section/section-descriptor';
export type {
  ComparableSectionDescriptor,
  SectionDeclaration,
  SectionDescriptor,
  SectionLookProps,
} from './section/section-descriptor';
export { BEST_RATED_SORT, defineFinder, NEWEST_AND_PRICE_SORTS, numberFields } from './finder/finder-address';
export { centsOf, modelFinderFilterOf, nonEmptyOrUndefined } from './finder/finder-filter';
export type { FinderDefinition, FinderField, FinderOption, FinderStateOf } from './finder/finder-address';
export {
  FinderCheckboxes,
  FinderChoiceSelect,
  FinderForm,
  FinderNumberInput,
  FinderPair,
  FinderRadios,
  FinderSelect,
  finderBinding,
} from './finder/finder-controls';
export type { FinderControlOption } from './finder/finder-controls';
export { finderCountsOf, FinderOptionCountsFields, finderSteps } from './finder/finder-counts';
export type { FinderOptionCounts } from './finder/finder-counts';
export {
  FinderClearButton,
  FinderFiltersSkeleton,
  FinderFiltersStatus,
  FinderLayout,
  FinderPager,
  FinderResults,
  FinderResultsColumn,
  FinderToolbar,
  modelFinderWording,
} from './finder/finder-results';
export type { FinderWording } from './finder/finder-results';
export { FinderFiltersSheet } from './finder/finder-filters-sheet';
export { finderHistogramOf, FinderHistogramFields } from './finder/finder-histograms';
export type { FinderHistogram } from './finder/finder-histograms';
export { FinderInchesRange, FinderPriceRange, FinderRange } from './finder/finder-range';
export { useFinderAddress } from './finder/use-finder-address';
export { useFinder, useFinderQuery } from './finder/use-finder';
export { countText, listPriceText, sizeText } from './finder/finder-numbers';
