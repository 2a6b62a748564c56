import { useState } from 'react';
import styled from 'styled-components';
import { useMutation } from 'urql';
import { errorMessageOf, graphql, type ResultOf } from '@gadgets/shared-ui';
import { AccentButton } from '@gadgets/shared-ui/widgets';
import { AccountFrame, AccountSection, AdminsOnly } from './account-frame';
import { AdminItemMeta, AdminList, AdminListItem, ShowMorePages } from './admin-list';

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
      <AdminsOnly subject="the contact messages">
        <AccountSection aria-labelledby="contact-messages-title">
          <h2 id="contact-messages-title">Contact messages</h2>
          <p>Mark a message handled once it has been answered.</p>
          <AdminList>
            <ShowMorePages
              query={ContactMessagesPage_MessagesQuery}
              before={null}
              pageOf={(data) => data.contactMessages}
              renderItems={(data) =>
                data.contactMessages.items.map((message) => <MessageRow key={message.id} message={message} />)
              }
              loadingLabel="Loading messages"
              errorTitle="The messages could not be loaded"
              empty="No messages yet."
            />
          </AdminList>
        </AccountSection>
      </AdminsOnly>
    </AccountFrame>
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
      <AdminItemMeta>
        {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
        {message.fromAccount && ' (signed in)'} · {new Date(message.createdAt).toLocaleString('en-GB')}
        {message.handled && ' · Handled'}
      </AdminItemMeta>
      <Body>{message.message}</Body>
      <AccentButton type="button" $accent="green" $size="small" disabled={fetching} onClick={toggle}>
        {message.handled ? 'Mark unhandled' : 'Mark handled'}
      </AccentButton>
      {failure && <p role="alert">{failure}</p>}
    </Message>
  );
}

const Message = styled(AdminListItem)`
  &[data-handled='true'] {
    opacity: 0.7;
  }
`;

const Body = styled.p`
  margin: 0 0 8px;
  white-space: pre-wrap;
`;
