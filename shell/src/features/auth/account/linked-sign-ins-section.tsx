import { useState } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery } from 'urql';
import { bareList, errorMessageOf } from '@gadgets/shared-ui';
import { InlineButtonRow, QueryStatus, SkeletonLines } from '@gadgets/shared-ui/widgets';
import { AccountSection, ActionOutcome } from './account-frame';
import { LinkedSignIns_LinkedQuery, LinkedSignIns_UnlinkMutation } from './account-queries';

/**
 * Google or GitHub sign-ins linked to the account, each removable unless it is the only way in (the API says so).
 * Shown when the site offers a provider or one is linked.
 */
export function LinkedSignInsSection() {
  const [result, reexecute] = useQuery({ query: LinkedSignIns_LinkedQuery, requestPolicy: 'cache-and-network' });
  const [removing, unlink] = useMutation(LinkedSignIns_UnlinkMutation);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  if (result.data && result.data.signInProviders.length === 0 && result.data.myLinkedSignIns.length === 0) return null;

  const remove = async (provider: string, name: string) => {
    setOutcome(null);
    const answer = await unlink({ provider });
    if (answer.error) return setOutcome({ ok: false, message: errorMessageOf(answer.error) });
    setRemoved((current) => new Set(current).add(provider));
    setOutcome({ ok: true, message: `${name} sign-in removed.` });
  };

  return (
    <AccountSection aria-labelledby="linked-sign-ins-title">
      <h2 id="linked-sign-ins-title">Sign-in with Google or GitHub</h2>
      <p>Accounts at other sites you can sign in with. Signing in with one links it; remove any you no longer use.</p>
      <QueryStatus
        result={result}
        loading={<SkeletonLines lines={2} label="Loading your linked sign-ins" />}
        errorTitle="Your linked sign-ins could not be loaded"
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      >
        {(data) => {
          const linked = data.myLinkedSignIns.filter((entry) => !removed.has(entry.provider));
          return linked.length === 0 ? (
            <p>None linked. Use &quot;Continue with Google&quot; or &quot;GitHub&quot; when you sign in to link one.</p>
          ) : (
            <LinkedList>
              {linked.map((entry) => (
                <li key={entry.provider}>
                  <span>
                    <strong>{entry.name}</strong> · {entry.email}
                  </span>
                  <InlineButtonRow>
                    <button
                      type="button"
                      disabled={removing.fetching}
                      onClick={() => void remove(entry.provider, entry.name)}
                    >
                      Remove {entry.name}
                    </button>
                  </InlineButtonRow>
                </li>
              ))}
            </LinkedList>
          );
        }}
      </QueryStatus>
      {outcome && (
        <ActionOutcome role={outcome.ok ? 'status' : 'alert'} $ok={outcome.ok}>
          {outcome.message}
        </ActionOutcome>
      )}
    </AccountSection>
  );
}

const LinkedList = styled.ul`
  ${bareList}
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
