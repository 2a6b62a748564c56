import { useId } from 'react';
import styled from 'styled-components';
import type { BuildPart } from './build-part-fields';
import { formatMoney } from './build-prices';

interface PartPriceProps {
  part: BuildPart;
  /** What the visitor typed for a part without a list price. */
  visitorPrice: number | undefined;
  onVisitorPrice: (partId: string, price: number | undefined) => void;
}

/** A list price with its currency and source, or a field for the visitor's own price where none was published. */
export function PartPrice({ part, visitorPrice, onVisitorPrice }: PartPriceProps) {
  const inputId = useId();
  if (part.listPrice) {
    const { amountCents, currency, kind, source, sourceUrl } = part.listPrice;
    // A board without a price of its own starts from its chipset's reference card.
    const fromChipset = kind === 'CHIPSET';
    return (
      <Price>
        <strong>
          {fromChipset ? 'from ' : ''}
          {formatMoney(amountCents, currency)}
        </strong>
        <small>
          {fromChipset ? `${currency} chipset launch price` : `${currency} list price`}
          {sourceUrl ? (
            <>
              {' · '}
              <a href={sourceUrl} title={source} target="_blank" rel="noreferrer">
                source
              </a>
            </>
          ) : null}
        </small>
      </Price>
    );
  }
  return (
    <Price>
      <label htmlFor={inputId}>Your price for {part.name}</label>
      <input
        id={inputId}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        placeholder="No list price"
        value={visitorPrice ?? ''}
        onChange={(event) => {
          const value = event.target.value === '' ? undefined : Number(event.target.value);
          onVisitorPrice(part.id, value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined);
        }}
      />
    </Price>
  );
}

const Price = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 150px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    width: 120px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;
