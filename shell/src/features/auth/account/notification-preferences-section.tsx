import { useId, useState } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery } from 'urql';
import { bareList, errorMessageOf } from '@gadgets/shared-ui';
import { QueryStatus, SkeletonLines } from '@gadgets/shared-ui/widgets';
import { AccountSection, ActionOutcome } from './account-frame';
import {
  NotificationPreferences_PreferencesQuery,
  NotificationPreferences_SetMutation,
  type NotificationPreference,
} from './account-queries';

type Kind = NotificationPreference['kind'];
type Delivery = NotificationPreference['delivery'];

const KIND_LABELS: Record<Kind, string> = {
  COMMENT_REPLY: 'Replies to your comments',
  FOLLOWED_MODEL_COMMENT: 'New comments on models you follow',
  FOLLOWED_MODEL_CHANGED: 'Price or spec changes of models you follow',
  FOLLOWED_BRAND_NEW_MODEL: 'New models of brands you follow',
  FOLLOWED_SEARCH_MATCH: 'New matches for searches you follow',
  BIKE_DRAFT_CREATED: 'Bike drafts created by other admins',
  BIKE_DRAFT_PUBLISHED: 'Bikes published by other admins',
};

const DELIVERY_LABELS: Record<Delivery, string> = {
  SITE: 'On the site',
  EMAIL: 'On the site and by e-mail',
  OFF: 'Off',
};

/** Every kind of notification the account can receive, each on the site, also in the daily e-mail digest, or off. */
export function NotificationPreferencesSection() {
  const [result, reexecute] = useQuery({ query: NotificationPreferences_PreferencesQuery });
  const [saving, setPreference] = useMutation(NotificationPreferences_SetMutation);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  // What the server answered to the last change, shown until the list is read again.
  const [saved, setSaved] = useState<Partial<Record<Kind, Delivery>>>({});

  async function choose(kind: Kind, delivery: Delivery) {
    setOutcome(null);
    const answer = await setPreference({ kind, delivery });
    const answered = answer.data?.setNotificationPreference ?? [];
    setSaved(Object.fromEntries(answered.map((preference) => [preference.kind, preference.delivery])));
    setOutcome(
      answer.error
        ? { ok: false, message: errorMessageOf(answer.error) }
        : { ok: true, message: `${KIND_LABELS[kind]}: ${DELIVERY_LABELS[delivery].toLowerCase()}.` },
    );
  }

  return (
    <AccountSection aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title">Notifications</h2>
      <p>
        What you hear about, and how. By e-mail means one digest a day at most, of what you have not read on the site
        yet.
      </p>
      <QueryStatus
        result={result}
        loading={<SkeletonLines lines={4} label="Loading your notification preferences" />}
        errorTitle="Your notification preferences could not be loaded"
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      >
        {(data) => (
          <KindList>
            {data.myNotificationPreferences.map((preference) => (
              <KindChoice
                key={preference.kind}
                preference={{ ...preference, delivery: saved[preference.kind] ?? preference.delivery }}
                disabled={saving.fetching}
                onChoose={(delivery) => void choose(preference.kind, delivery)}
              />
            ))}
          </KindList>
        )}
      </QueryStatus>
      {outcome && (
        <ActionOutcome role={outcome.ok ? 'status' : 'alert'} $ok={outcome.ok}>
          {outcome.ok ? `Saved. ${outcome.message}` : outcome.message}
        </ActionOutcome>
      )}
    </AccountSection>
  );
}

function KindChoice({
  preference,
  disabled,
  onChoose,
}: {
  preference: NotificationPreference;
  disabled: boolean;
  onChoose: (delivery: Delivery) => void;
}) {
  const id = useId();
  return (
    <li>
      <label htmlFor={id}>{KIND_LABELS[preference.kind]}</label>
      <select
        id={id}
        value={preference.delivery}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.value as Delivery)}
      >
        {(Object.keys(DELIVERY_LABELS) as Delivery[]).map((delivery) => (
          <option key={delivery} value={delivery}>
            {DELIVERY_LABELS[delivery]}
          </option>
        ))}
      </select>
    </li>
  );
}

const KindList = styled.ul`
  ${bareList}
  display: grid;
  gap: 10px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  select {
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
