import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMediaUrl, wrappingRow } from '@gadgets/shared-ui';
import type { ComparableSectionName } from '@gadgets/shared-ui';
import type { AccentName } from '@gadgets/shared-ui';
import { CompareButton } from '../compare/compare-button';
import { FollowButton } from '../follows/follow-button';
import { ModelVoteButtons } from '../votes/model-vote-buttons';
import { NOT_AVAILABLE } from '../spec-table/spec-value';
import { ColourSwatches } from './colour-swatches';
import { ImageGallery } from './image-gallery';

export interface DeviceSummaryCardProps {
  title: string;
  released?: string | null;
  colors?: readonly string[];
  likes: number;
  dislikes: number;
  /** Root-relative media paths as the API returns them. */
  images?: readonly string[];
  price?: string | null;
  /** Brand path and model path; without both, the like/dislike/compare group is hidden. */
  company?: string | null;
  path?: string | null;
  section: ComparableSectionName;
  /** The comparison page of the category, e.g. '/mobile/compare_mobile_models'. */
  compareHref: string;
  accent?: AccentName;
  /** Drawn when there is no image (a phone for phones, a laptop for laptops). */
  imagePlaceholder?: ReactNode;
  /** Extra content under the facts, e.g. retailer links. */
  children?: ReactNode;
}

/** The header of a model page: gallery, title, release date, colours, votes and Compare. */
export function DeviceSummaryCard({
  title,
  released,
  colors = [],
  likes,
  dislikes,
  images = [],
  price,
  company,
  path,
  section,
  compareHref,
  accent = 'blue',
  imagePlaceholder = '📱',
  children,
}: DeviceSummaryCardProps) {
  const mediaUrl = useMediaUrl();
  const resolvedImages = images.map((image) => mediaUrl(image)).filter((image): image is string => Boolean(image));

  return (
    <Card aria-label={`${title} summary`} $accent={accent}>
      <ImageGallery images={resolvedImages} alt={title} accent={accent} placeholder={imagePlaceholder} />
      <Facts>
        <h1>{title}</h1>
        <Fact>
          <strong>Released:</strong> {released || NOT_AVAILABLE}
        </Fact>
        {price ? (
          <Fact>
            <strong>Price:</strong> {price}
          </Fact>
        ) : null}
        {colors.length > 0 ? (
          <div>
            <FactLabel>Colors</FactLabel>
            <ColourSwatches colours={[...colors]} />
          </div>
        ) : null}
        {company && path ? (
          <Actions>
            <ModelVoteButtons
              // Phones and laptops have this card, so its section is one whose models can be compared.
              category={section}
              brand={company}
              path={path}
              likes={likes}
              dislikes={dislikes}
              accent={accent}
            />
            <FollowButton target={{ kind: 'MODEL', category: section, brand: company, path }} accent={accent} />
            <CompareButton
              section={section}
              company={company}
              path={path}
              name={title}
              compareHref={compareHref}
              accent={accent}
            />
          </Actions>
        ) : null}
        {children}
      </Facts>
    </Card>
  );
}

const Card = styled.section<{ $accent: AccentName }>`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: 28px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme, $accent }) => theme.accents[$accent].base};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
    padding: 16px;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2.1rem);
    letter-spacing: -0.02em;
  }
`;

const Fact = styled.p`
  margin: 0;
  strong {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

const FactLabel = styled.p`
  margin: 0 0 6px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  ${wrappingRow('10px')}
`;
