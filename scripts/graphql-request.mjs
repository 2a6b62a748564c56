// One GraphQL call from the repository's scripts (the load bench, the failure drill), for setting up and discovering
// what to ask for, not for what they measure.

/** What every call from a script sends: JSON, and the header the API's CSRF rule asks of a non-browser client. */
export const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };

/** POSTs `query` to `endpoint`; throws on an HTTP or GraphQL error; answers the data and the cookies set. */
export async function graphqlRequest(endpoint, query, variables = {}, headers = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return { data: body.data, cookies: response.headers.getSetCookie() };
}
