import { join } from 'node:path';
import type { RemoteMountModule, RemoteRoutesModule } from '@gadgets/shared-ui';
import { describeGraphqlDocuments, describeRemoteExposes } from '@gadgets/shared-ui/testing';
import * as mountModule from '../mount';
import * as routesModule from '../routes';

describeRemoteExposes('gadgets_bike', {
  routes: routesModule satisfies RemoteRoutesModule,
  mount: mountModule satisfies RemoteMountModule,
});
describeGraphqlDocuments('the bike remote', join(__dirname, '..'), ['BikeModelPage_FeatureQuery']);
