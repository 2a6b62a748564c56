import { answeringClient, type GraphqlAnswers } from '@gadgets/shared-ui/testing';

/** The shared answering client, shaped as the shell's tests read it: the client, its calls and their names. */
export function scriptedClient(handlers: GraphqlAnswers) {
  const client = answeringClient(handlers);
  return { client, calls: client.requests, callNames: client.requestNames };
}

export const signedInHandlers = (
  user = { name: 'Ada Lovelace', email: 'ada@example.com', avatar: null, admin: false },
) => ({
  SessionCheck_AccessToken: () => ({ data: { getAccessToken: 'token-1' } }),
  SessionCheck_UserDetails: () => ({ data: { getUserDetails: user } }),
});

export const signedOutHandlers = () => ({
  SessionCheck_AccessToken: () => ({ data: { getAccessToken: null } }),
});
