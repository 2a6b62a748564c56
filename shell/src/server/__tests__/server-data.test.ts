import { failedAnswersOf, readServerData, SERVER_DATA_ELEMENT_ID, serializeServerData } from '../server-data';

describe('the GraphQL answers a server-rendered page carries', () => {
  it('reach the browser intact, and no answer can close the element and run a script', () => {
    const data = { '123': { data: '{"name":"</script><script>alert(1)</script>"}', hasNext: false } };
    const serialized = serializeServerData(data);
    expect(serialized).not.toContain('</script>');
    document.body.innerHTML = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${serialized}</script>`;
    expect(readServerData(document)).toEqual(data);
  });

  it('are absent from a page rendered only in the browser, or unreadable ones are ignored', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerData(document)).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">{not json</script>`;
    expect(readServerData(document)).toBeUndefined();
  });
});

describe('a page rendered from a failed answer', () => {
  it('is told apart from a whole page, so the server keeps it for seconds only', () => {
    const ok = { '1': { data: '{"companies":[]}', hasNext: false } };
    expect(failedAnswersOf(ok)).toBeNull();
    const apiDown = {
      ...ok,
      '2': { hasNext: false, error: { graphQLErrors: [], networkError: 'TypeError: fetch failed' } },
    };
    expect(failedAnswersOf(apiDown)).toBe('1 GraphQL answer(s) failed: TypeError: fetch failed');
    const resolverError = { '3': { hasNext: false, error: { graphQLErrors: [{ message: 'Unexpected error.' }] } } };
    expect(failedAnswersOf(resolverError)).toBe('1 GraphQL answer(s) failed: Unexpected error.');
  });
});
