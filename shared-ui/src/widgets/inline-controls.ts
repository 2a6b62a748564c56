import styled from 'styled-components';

/** A row of small outlined buttons under a comment or review (Edit / Delete, Send report / Cancel). */
export const InlineButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 0.85rem;
  button {
    padding: 4px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    cursor: pointer;
  }
`;

/** Why a small inline action failed, said next to it. */
export const InlineProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;
