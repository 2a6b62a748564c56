export { mockGraphqlClient, renderWithProviders } from './render-with-providers';
export { answeringClient } from './answering-client';
export type { GraphqlAnswer, GraphqlAnswers, RecordedRequest } from './answering-client';
export { fakeApi } from './fake-api';
export type { FakeApiRequest } from './fake-api';
