import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { AccentName } from '@gadgets/shared-ui';
import { ModelCard } from '../model-grid/model-card';
import { ModelGrid } from '../model-grid/model-grid';
import { Pagination } from '../pagination/pagination';
import type { PaginationInfo } from '../pagination/pagination-fields';
import { SkeletonGrid } from '../skeletons/skeletons';
import { QueryStatus, type QueryState } from '../status-panel/query-status';
import { StatusPanel } from '../status-panel/status-panel';
import { ListingCounts } from './listing-counts';

/** One model of a brand page, as every category's list query returns it. */
export interface ListingModel {
  companyPath: string;
  companyName: string;
  path: string;
  name: string;
  img: string | null;
  series: string | null;
}

export interface ModelPage {
  data: readonly ListingModel[];
  pagination: PaginationInfo;
}

interface BrandModelListingProps<Result> {
  result: QueryState<Result>;
  /** The page inside the query's answer. */
  pageOf: (data: Result) => ModelPage;
  onRetry: () => void;
  brandName: string;
  /** The brand page's path; page links are `{basePath}?page={n}`. */
  basePath: string;
  pageSize: number;
  /** The category's noun in singular and plural, as the spec's texts use it: ['laptop', 'laptops']. */
  noun: readonly [string, string];
  modelHref: (model: ListingModel) => string;
  accent: AccentName;
  imagePlaceholder?: ReactNode;
}

/**
 * The model grid of a brand page: a skeleton
 * of a page of cards while loading, the error with 'Try Again', the empty texts, then 'N … available',
 * 'Showing a-b of N', the cards and the pagination. A page past the end goes to the last page.
 */
export function BrandModelListing<Result>({
  result,
  pageOf,
  onRetry,
  brandName,
  basePath,
  pageSize,
  noun,
  modelHref,
  accent,
  imagePlaceholder,
}: BrandModelListingProps<Result>) {
  const [singular, plural] = noun;
  return (
    <QueryStatus
      result={result}
      loading={<SkeletonGrid count={pageSize} label={`Loading ${brandName} ${plural}`} />}
      errorTitle="Oops! Something went wrong"
      errorMessage={`Failed to load ${brandName} ${plural}. Please try again.`}
      onRetry={onRetry}
      isEmpty={(data) => pageOf(data).pagination.totalItems === 0}
      empty={
        <StatusPanel
          tone="empty"
          title={`No ${plural} found`}
          message={`No ${plural} available for ${brandName} at the moment. Check back later for updates.`}
        />
      }
      accent={accent}
    >
      {(data) => {
        const { data: models, pagination } = pageOf(data);
        // A page past the end (an old link, a shrunk catalogue): the brand still has models, show its last page.
        if (models.length === 0) return <Navigate to={`${basePath}?page=${pagination.totalPages}`} replace />;
        return (
          <>
            <ListingCounts
              total={pagination.totalItems}
              page={pagination.currentPage}
              pageSize={pagination.itemsPerPage}
              shown={models.length}
              noun={[singular, plural]}
            />
            <ModelGrid label={`${brandName} ${plural}`}>
              {models.map((model) => (
                <li key={model.path}>
                  <ModelCard
                    href={modelHref(model)}
                    name={model.name}
                    brandName={model.companyName}
                    img={model.img}
                    subtitle={[model.series, model.companyName].filter(Boolean).join(' · ')}
                    accent={accent}
                    imagePlaceholder={imagePlaceholder}
                  />
                </li>
              ))}
            </ModelGrid>
            <Pagination
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              basePath={basePath}
              accent={accent}
            />
          </>
        );
      }}
    </QueryStatus>
  );
}
