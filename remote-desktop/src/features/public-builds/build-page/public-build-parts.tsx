import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORY_LABELS, toPartCategory } from '@gadgets/pc-compatibility';
import { outlinedPanel, type ResultOf } from '@gadgets/shared-ui';
import { partPagePath } from '../../../part-addresses';
import type { PublicBuildFields } from '../public-build-fields';
import { amountText, PRICE_KIND_TEXT } from '../public-build-text';

type PublicBuild = ResultOf<typeof PublicBuildFields>;

/** 'Video Card' for gpu; a line of no known category keeps what its owner wrote. */
const slotOf = (category: string) => {
  const known = toPartCategory(category);
  return known ? CATEGORY_LABELS[known] : category;
};

/** The build's parts as published: slot, part (its page, for a catalogue part) and price with what kind it is. */
export function PublicBuildParts({ build }: { build: PublicBuild }) {
  const currency = build.total.currency;
  return (
    <Table aria-label="Parts">
      <thead>
        <tr>
          <th scope="col">Part</th>
          <th scope="col">Name</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {build.parts.map((part, index) => (
          <tr key={`${index}-${part.partId ?? part.name}`}>
            <th scope="row">{slotOf(part.category)}</th>
            <td>
              {part.partId ? (
                <Link to={partPagePath({ id: part.partId, name: part.name, category: part.category })}>
                  {part.name}
                </Link>
              ) : (
                part.name
              )}
            </td>
            <td>
              <strong>{amountText(part.price, currency)}</strong>
              {part.price ? (
                <small>
                  {PRICE_KIND_TEXT[part.price.kind]}
                  {part.price.sourceUrl ? (
                    <>
                      {' · '}
                      <a href={part.price.sourceUrl} target="_blank" rel="noreferrer">
                        source
                      </a>
                    </>
                  ) : null}
                </small>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  ${outlinedPanel('surface')}
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    border-top: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td:last-child {
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
