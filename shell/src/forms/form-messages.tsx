import { useState } from 'react';
import styled from 'styled-components';

/** The success and failure a form shows under it; any edit clears both. */
export function useFormMessages() {
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const clear = () => {
    setSuccess(null);
    setFailure(null);
  };
  return { success, failure, setSuccess, setFailure, clear };
}

/**
 * The outcome of a form, under it. The live region is always there, so a screen reader announces the message
 * when it appears; a failure is announced at once (alert), a success politely.
 */
export function FormMessages({ success, failure }: { success: string | null; failure: string | null }) {
  return (
    <>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Success role="status">{success}</Success>
    </>
  );
}

const Failure = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Success = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  &:empty {
    margin: 0;
  }
`;
