import { join } from 'node:path';
import { describeGraphqlDocuments } from '@gadgets/shared-ui/testing';

describeGraphqlDocuments('the shell', join(__dirname, '..'), [
  'AuthProvider_LoginMutation',
  'SearchDialog_SearchMobilesQuery',
]);
