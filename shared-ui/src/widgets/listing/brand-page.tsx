import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import type { TypedDocumentNode } from '@urql/core';
import styled from 'styled-components';
import { modelUrl, PageContainer, PageTitle, usePageMeta } from '@gadgets/shared-ui';
import { BrandStrip } from '../brand-strip/brand-strip';
import { useBrand } from '../brand-strip/companies-query';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { PageNotFound } from '../not-found/page-not-found';
import { pageFromSearch } from '../pagination/pagination-window';
import { useSection } from '../section/section-descriptor';
import { BrandModelListing, type ListingModel, type ModelPage } from './brand-model-listing';
import { FollowButton } from '../follows/follow-button';

type BrandModelsQuery<Result> = TypedDocumentNode<Result, { company: string; page: number; limit: number }>;

interface BrandPageProps<Result> {
  query: BrandModelsQuery<Result>;
  pageOf: (data: Result) => ModelPage;
  /** The title word: 'Laptops' in 'ASUS Laptops'. */
  title: string;
}

/**
 * `/{section}/:company`: breadcrumb, '{brand} {title}', the brand strip and one page of the brand's models (`?page=`),
 * addressed, sized and worded by the section's descriptor.
 */
export function BrandPage<Result>({ query, pageOf, title }: BrandPageProps<Result>) {
  const { section, basePath, pageSize, nouns, accent, placeholder } = useSection();
  if (section === 'desktop') throw new Error('The custom PC section has no brand pages.');
  const noun = [nouns.one, nouns.many] as const;
  const modelHref = (model: ListingModel) => modelUrl(section, model.companyPath, model.path);
  const { company = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const { name: brandName, unknown: unknownBrand } = useBrand(section, company);
  const [result, refetch] = useQuery({ query, variables: { company, page, limit: pageSize }, pause: !company });
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [company, page]);

  // A brand the catalogue does not list (or lists no model of) is no page: the site's own "Page not found".
  if (unknownBrand) return <PageNotFound />;

  return (
    <PageContainer>
      <BrandHead
        title={`${brandName} ${title}`}
        description={`Every ${brandName} ${noun[0]} with full specifications.`}
      />
      <Breadcrumb section={section} brand={brandName} brandPath={company} accent={accent} />
      <PageTitle>
        {brandName} {title}
      </PageTitle>
      <FollowButton
        target={{ kind: 'BRAND', category: section, brand: company }}
        label="Follow brand"
        accent={accent}
      />
      <BrandStrip section={section} basePath={basePath} selected={company} accent={accent} />
      <Results>
        <BrandModelListing
          result={result}
          pageOf={pageOf}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
          brandName={brandName}
          basePath={`${basePath}/${company}`}
          pageSize={pageSize}
          noun={noun}
          modelHref={modelHref}
          accent={accent}
          imagePlaceholder={placeholder}
        />
      </Results>
    </PageContainer>
  );
}

/** The brand page's head, set only when the brand is a page (the browser runs a parent's effect after its child's). */
function BrandHead(meta: { title: string; description: string }) {
  usePageMeta(meta);
  return null;
}

const Results = styled.div`
  margin-top: 24px;
`;
