import styled from 'styled-components';
import { outlinedPill, wrappingRow } from '@gadgets/shared-ui';

/** The pieces every category's compare page is laid out with, so the pages look and behave alike. */

/** Says that a comparison link could not be read. */
export const CompareAlert = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

/** 'n of 3', the share link and 'Clear all' above the table. */
export const CompareToolbar = styled.div`
  ${wrappingRow('12px')}
  margin-bottom: 16px;
  & > :first-child {
    font-weight: 700;
  }
`;

/** 'Remove' and 'Clear all': quiet buttons that turn red on hover, since they take models out. */
export const CompareTextButton = styled.button`
  padding: 4px 10px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  &:hover {
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A model's column header: picture, name linking to its page, a note, Remove. */
export const CompareColumnHeader = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  text-align: center;
  img {
    height: 96px;
    width: auto;
    object-fit: contain;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
  }
`;
