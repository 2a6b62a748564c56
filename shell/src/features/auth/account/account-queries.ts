import { graphql, type ResultOf } from '@gadgets/shared-ui';

/** The profile form's starting values: the store's user has no gender, so the form asks the API. */
export const ProfileForm_UserDetailsQuery = graphql(`
  query ProfileForm_UserDetails {
    getUserDetails {
      name
      email
      gender
    }
  }
`);

export const SessionsSection_SessionsQuery = graphql(`
  query SessionsSection_Sessions {
    mySessions {
      id
      device
      lastSeenAt
      current
    }
  }
`);

export type AccountSession = ResultOf<typeof SessionsSection_SessionsQuery>['mySessions'][number];

export const SessionsSection_EndSessionMutation = graphql(`
  mutation SessionsSection_EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const ExportDataSection_ExportMyDataQuery = graphql(`
  query ExportDataSection_ExportMyData {
    exportMyData
  }
`);

export const FollowingSection_FollowsQuery = graphql(`
  query FollowingSection_Follows {
    myFollows {
      id
      kind
      address
    }
  }
`);

export type FollowedThing = ResultOf<typeof FollowingSection_FollowsQuery>['myFollows'][number];

export const FollowingSection_UnfollowMutation = graphql(`
  mutation FollowingSection_Unfollow($id: ID!) {
    unfollow(id: $id)
  }
`);

export const NotificationPreferences_PreferencesQuery = graphql(`
  query NotificationPreferences_Preferences {
    myNotificationPreferences {
      kind
      delivery
    }
  }
`);

export type NotificationPreference = ResultOf<
  typeof NotificationPreferences_PreferencesQuery
>['myNotificationPreferences'][number];

export const NotificationPreferences_SetMutation = graphql(`
  mutation NotificationPreferences_Set($kind: NotificationKind!, $delivery: NotificationDelivery!) {
    setNotificationPreference(kind: $kind, delivery: $delivery) {
      kind
      delivery
    }
  }
`);

export const LinkedSignIns_LinkedQuery = graphql(`
  query LinkedSignIns_Linked {
    myLinkedSignIns {
      provider
      name
      email
      lastUsedAt
    }
    signInProviders {
      id
    }
  }
`);

export const LinkedSignIns_UnlinkMutation = graphql(`
  mutation LinkedSignIns_Unlink($provider: ID!) {
    unlinkSignIn(provider: $provider) {
      provider
      name
      email
      lastUsedAt
    }
  }
`);
