export { mockGraphqlClient, renderWithProviders } from './render-with-providers';
