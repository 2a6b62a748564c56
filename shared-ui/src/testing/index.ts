export { mockGraphqlClient, renderWithProviders } from './render-with-providers';
export { answeringClient } from './answering-client';
export type { GraphqlAnswer, GraphqlAnswers, RecordedRequest } from './answering-client';
export { describeGraphqlDocuments } from './graphql-documents-suite';
export { builtRemoteProblems, describeBuiltRemote } from './built-remote-suite';
export { describeRemoteExposes } from './remote-exposes-suite';
export { fakeApi } from './fake-api';
export type { FakeApiRequest } from './fake-api';
