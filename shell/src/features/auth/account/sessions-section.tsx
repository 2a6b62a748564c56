import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery } from 'urql';
import { bareList, errorMessageOf } from '@gadgets/shared-ui';
import { QueryStatus, SkeletonLines } from '@gadgets/shared-ui/widgets';
import { AccountSection } from './account-frame';
import {
  SessionsSection_EndSessionMutation,
  SessionsSection_SessionsQuery,
  type AccountSession,
} from './account-queries';
import { lastSeenText } from './last-seen';

/** The viewer's logins; `refresh` reads them again (after a password change has ended the others). */
export function useSessions() {
  const [result, reexecute] = useQuery({ query: SessionsSection_SessionsQuery, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { result, refresh };
}

interface SessionsSectionProps {
  sessions: ReturnType<typeof useSessions>;
  /** The clock; tests pin it. */
  now?: () => number;
}

/** Where the account is signed in: this device first, and a way to sign out of each of the others. */
export function SessionsSection({ sessions, now = Date.now }: SessionsSectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const onEnded = (session: AccountSession) => {
    setEnded((current) => new Set(current).add(session.id));
    setAnnouncement(`${session.device} has been signed out.`);
    // Its button is gone; keep focus in the section rather than losing it to the page.
    headingRef.current?.focus();
  };

  return (
    <AccountSection aria-labelledby="sessions-title">
      <h2 id="sessions-title" ref={headingRef} tabIndex={-1}>
        Where you are signed in
      </h2>
      <p>Sign out of any device you no longer use or do not recognise.</p>
      <QueryStatus
        result={sessions.result}
        loading={<SkeletonLines lines={2} label="Loading where you are signed in" />}
        errorTitle="Your devices could not be loaded"
        onRetry={sessions.refresh}
      >
        {(data) => (
          <SessionList>
            {orderedSessions(data.mySessions, ended).map((session) => (
              <SessionRow key={session.id} session={session} now={now()} onEnded={onEnded} />
            ))}
          </SessionList>
        )}
      </QueryStatus>
      <Announcement role="status">{announcement}</Announcement>
    </AccountSection>
  );
}

/** This device first, then the most recently used; ended ones are gone at once, before the list is read again. */
function orderedSessions(sessions: AccountSession[], ended: ReadonlySet<string>): AccountSession[] {
  return sessions
    .filter((session) => !ended.has(session.id))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

interface SessionRowProps {
  session: AccountSession;
  now: number;
  onEnded: (session: AccountSession) => void;
}

function SessionRow({ session, now, onEnded }: SessionRowProps) {
  const describedBy = useId();
  const [ending, endSession] = useMutation(SessionsSection_EndSessionMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const signOut = async () => {
    setFailure(null);
    const result = await endSession({ id: session.id });
    if (result.data?.endSession) return onEnded(session);
    if (result.error) console.error('Ending a session failed', result.error);
    setFailure(`Could not sign out this device: ${result.error ? errorMessageOf(result.error) : 'please try again.'}`);
  };

  return (
    <li>
      <div id={describedBy}>
        <strong>{session.device}</strong>
        <span>{session.current ? 'You are using it now' : lastSeenText(session.lastSeenAt, now)}</span>
      </div>
      {session.current ? (
        <ThisDevice>This device</ThisDevice>
      ) : (
        <SignOutButton
          type="button"
          onClick={signOut}
          disabled={ending.fetching}
          aria-busy={ending.fetching}
          aria-describedby={describedBy}
        >
          Sign out
        </SignOutButton>
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
    </li>
  );
}

const SessionList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 12px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  li > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const ThisDevice = styled.strong`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.green.soft};
  font-size: 0.85rem;
`;

const SignOutButton = styled.button`
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const Announcement = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    margin: 0;
  }
`;
