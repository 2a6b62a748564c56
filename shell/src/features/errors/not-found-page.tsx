export { PageNotFound as NotFoundPage } from '@gadgets/shared-ui/widgets';
