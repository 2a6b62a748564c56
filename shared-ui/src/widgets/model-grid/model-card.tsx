import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { outlinedPanel, useMediaUrl } from '@gadgets/shared-ui';
import type { AccentName } from '@gadgets/shared-ui';
import { accentText } from '../accent-colors';
import { cardNameOf } from './model-card-name';
import { type SectionLookProps, useSectionLook } from '../section/section-descriptor';

export interface ModelCardProps extends SectionLookProps {
  href: string;
  name: string;
  /** The brand as people read it (companyName): put before a name that is only a number, e.g. 'OnePlus 13'. */
  brandName?: string | null;
  /** Root-relative media path as the API returns it. */
  img?: string | null;
  /** A line under the name, e.g. series and brand. */
  subtitle?: ReactNode;
  /** Short text, e.g. a description. */
  description?: ReactNode;
  /** e.g. a price. */
  footer?: ReactNode;
}

/** One model in a grid: a link with image, name and a few facts. */
export function ModelCard({ href, name, brandName, img, subtitle, description, footer, ...look }: ModelCardProps) {
  const { accent, placeholder } = useSectionLook(look);
  const mediaUrl = useMediaUrl();
  const [broken, setBroken] = useState(false);
  const src = mediaUrl(img);
  return (
    <Card to={href} $accent={accent}>
      <Picture>
        {src && !broken ? (
          <img src={src} alt="" loading="lazy" width={160} height={160} onError={() => setBroken(true)} />
        ) : (
          <span aria-hidden="true">{placeholder}</span>
        )}
      </Picture>
      <Name>{cardNameOf(name, brandName)}</Name>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      {description ? <Description>{description}</Description> : null}
      {footer ? <Footer $accent={accent}>{footer}</Footer> : null}
    </Card>
  );
}

const Card = styled(Link)<{ $accent: AccentName }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  padding: 16px;
  min-height: 250px;
  ${outlinedPanel('surface')}
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-decoration: none;
  transition:
    transform 0.15s,
    border-color 0.15s;
  &:hover,
  &:focus-visible {
    transform: translateY(-3px);
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
  }
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 160px;
  margin-bottom: 6px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 3rem;
  /* A fixed box: the picture's own shape (tall phone, wide laptop) is fitted inside, so nothing moves when it loads. */
  img {
    display: block;
    width: 100%;
    height: 150px;
    object-fit: contain;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Footer = styled.p<{ $accent: AccentName }>`
  margin: auto 0 0;
  font-weight: 700;
  color: ${({ theme, $accent }) => accentText(theme, $accent)};
`;
