import { join } from 'node:path';
import { describeBuiltRemote } from '@gadgets/shared-ui/testing';

// Runs on the build the remote deploys (its `test` builds first; the site's test run after its one build).
describeBuiltRemote(join(__dirname, '..', '..'), 'gadgets_desktop');
