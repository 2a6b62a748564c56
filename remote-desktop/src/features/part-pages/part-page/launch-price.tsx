import styled from 'styled-components';
import { launchPriceText, type PagePart } from '../part-page-fields';

/**
 * The maker's launch list price with the pages it was read from (the maker's, or two that agree); a video card without
 * a price of its own shows its chipset's, as 'from'. Without one, it says so: never $0.
 */
export function LaunchPrice({ price }: { price: PagePart['listPrice'] }) {
  if (!price) return <Price>No launch list price was published for this part.</Price>;
  const note =
    price.kind === 'CHIPSET'
      ? `: its chipset's launch price, as this card has none of its own (${price.currency})`
      : ` at launch (${price.currency})`;
  return (
    <Price>
      <strong>{launchPriceText(price)}</strong>
      {note}
      {price.sources.length > 0 ? ` · ${price.sources.length === 1 ? 'Source' : 'Sources'}: ` : null}
      {price.sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 ? ', ' : null}
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {source.title}
          </a>
        </span>
      ))}
    </Price>
  );
}

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;
