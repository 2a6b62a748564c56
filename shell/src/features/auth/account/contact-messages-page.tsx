import { useState } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery } from 'urql';
import { bareList, errorMessageOf, graphql, useAppStore, type ResultOf } from '@gadgets/shared-ui';
import { AccentButton, QueryStatus, SkeletonLines, StatusPanel } from '@gadgets/shared-ui/widgets';
import { AccountFrame, AccountSection, SignInPrompt, useAccountViewer } from './account-frame';

export const ContactMessagesPage_MessagesQuery = graphql(`
  query ContactMessagesPage_Messages($before: String) {
    contactMessages(before: $before, limit: 20) {
      nextCursor
      items {
        id
        name
        email
        subject
        message
        createdAt
        fromAccount
        handled
      }
    }
  }
`);

export const ContactMessagesPage_MarkHandledMutation = graphql(`
  mutation ContactMessagesPage_MarkHandled($id: ID!, $handled: Boolean!) {
    markContactMessageHandled(id: $id, handled: $handled) {
      id
      handled
      handledAt
    }
  }
`);

type ContactMessage = ResultOf<typeof ContactMessagesPage_MessagesQuery>['contactMessages']['items'][number];

/** /account/messages: what visitors wrote through the contact form, newest first. Admins only. */
export function ContactMessagesPage() {
  return (
    <AccountFrame title="Messages" lead="Messages sent from the contact form, newest first.">
      <AdminsOnly />
    </AccountFrame>
  );
}

function AdminsOnly() {
  const viewer = useAccountViewer();
  const admin = useAppStore((state) => state.auth.user?.admin ?? false);
  if (viewer === 'unknown') return <SkeletonLines lines={4} label="Loading your account" />;
  if (viewer === 'signed-out') return <SignInPrompt subject="the contact messages" />;
  if (!admin)
    return (
      <StatusPanel
        title="Admins only"
        message="Your account is not an admin, so it cannot read the contact messages."
      />
    );
  return (
    <AccountSection aria-labelledby="contact-messages-title">
      <h2 id="contact-messages-title">Contact messages</h2>
      <p>Mark a message handled once it has been answered.</p>
      <MessageList>
        <MessagesChunk before={null} />
      </MessageList>
    </AccountSection>
  );
}

/** One page of messages and, when there are older ones, a "Show more" that adds the next page below. */
function MessagesChunk({ before }: { before: string | null }) {
  const [result, reexecute] = useQuery({ query: ContactMessagesPage_MessagesQuery, variables: { before } });
  const [showMore, setShowMore] = useState(false);
  return (
    <QueryStatus
      result={result}
      loading={<SkeletonLines lines={3} label="Loading messages" />}
      errorTitle="The messages could not be loaded"
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {({ contactMessages: page }) => (
        <>
          {before === null && page.items.length === 0 && <li>No messages yet.</li>}
          {page.items.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
          {page.nextCursor &&
            (showMore ? (
              <MessagesChunk before={page.nextCursor} />
            ) : (
              <li>
                <AccentButton type="button" $accent="green" $size="small" onClick={() => setShowMore(true)}>
                  Show more
                </AccentButton>
              </li>
            ))}
        </>
      )}
    </QueryStatus>
  );
}

function MessageRow({ message }: { message: ContactMessage }) {
  const [{ fetching }, mark] = useMutation(ContactMessagesPage_MarkHandledMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async () => {
    setFailure(null);
    const result = await mark({ id: message.id, handled: !message.handled });
    if (result.error) setFailure(errorMessageOf(result.error));
  };
  return (
    <Message aria-label={message.subject} data-handled={message.handled}>
      <h3>{message.subject}</h3>
      <Meta>
        {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
        {message.fromAccount && ' (signed in)'} · {new Date(message.createdAt).toLocaleString('en-GB')}
        {message.handled && ' · Handled'}
      </Meta>
      <Body>{message.message}</Body>
      <AccentButton type="button" $accent="green" $size="small" disabled={fetching} onClick={toggle}>
        {message.handled ? 'Mark unhandled' : 'Mark handled'}
      </AccentButton>
      {failure && <p role="alert">{failure}</p>}
    </Message>
  );
}

const MessageList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Message = styled.li`
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[data-handled='true'] {
    opacity: 0.7;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
`;

const Meta = styled.p`
  margin: 0 0 8px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.p`
  margin: 0 0 8px;
  white-space: pre-wrap;
`;
