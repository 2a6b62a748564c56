import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMutation, useQuery } from 'urql';
import { bareList, errorMessageOf } from '@gadgets/shared-ui';
import { QueryStatus, SkeletonLines } from '@gadgets/shared-ui/widgets';
import { AccountSection } from './account-frame';
import {
  FollowingSection_FollowsQuery,
  FollowingSection_UnfollowMutation,
  type FollowedThing,
} from './account-queries';

/** Every open follow button and this list are read again after a change (urql keys them by their types). */
const FOLLOW_TYPES = { additionalTypenames: ['Follow'] };

const KIND_LABELS: Record<FollowedThing['kind'], string> = { MODEL: 'Model', BRAND: 'Brand', SEARCH: 'Search' };

/** What the viewer follows, each a link to where it is and a way to stop following it. */
export function FollowingSection() {
  const context = useMemo(() => FOLLOW_TYPES, []);
  const [result, reexecute] = useQuery({ query: FollowingSection_FollowsQuery, context });
  return (
    <AccountSection aria-labelledby="following-title">
      <h2 id="following-title">Following</h2>
      <p>Models, brands and searches you follow: you are notified when they change.</p>
      <QueryStatus
        result={result}
        loading={<SkeletonLines lines={2} label="Loading what you follow" />}
        errorTitle="What you follow could not be loaded"
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      >
        {(data) =>
          data.myFollows.length === 0 ? (
            <p>You follow nothing yet. Use Follow on a model, a brand or a finder search.</p>
          ) : (
            <FollowList>
              {data.myFollows.map((follow) => (
                <FollowRow key={follow.id} follow={follow} />
              ))}
            </FollowList>
          )
        }
      </QueryStatus>
    </AccountSection>
  );
}

function FollowRow({ follow }: { follow: FollowedThing }) {
  const [ending, unfollow] = useMutation(FollowingSection_UnfollowMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const stop = async () => {
    setFailure(null);
    const result = await unfollow({ id: follow.id }, FOLLOW_TYPES);
    if (!result.data?.unfollow) setFailure(result.error ? errorMessageOf(result.error) : 'Please try again.');
  };
  return (
    <li>
      <span>{KIND_LABELS[follow.kind]}</span>
      <Link to={follow.address}>{follow.address}</Link>
      <button type="button" onClick={stop} disabled={ending.fetching} aria-label={`Unfollow ${follow.address}`}>
        Unfollow
      </button>
      {failure ? <Failure role="alert">Could not unfollow: {failure}</Failure> : null}
    </li>
  );
}

const FollowList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  li > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  li > a {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  button {
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    cursor: pointer;
  }
`;

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
