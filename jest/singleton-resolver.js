// Module federation runs one copy of each shared singleton, the shell's, whatever a remote was built with. The
// front-end tests do the same: a shared package (and any subpath of it) is resolved as the shell resolves it, so a
// remote that raises a range (a newer minor of the router, say) is tested against the copy it will run on, never with
// two routers or two Reacts. Workspace packages (shared-ui) are one copy already. Everything else resolves as usual.
const { dirname, join } = require('node:path');

const SHELL_DIR = join(__dirname, '..', 'shell');
const packageDirOf = (name, from) => dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
const ROUTER_DOM_DIR = packageDirOf('react-router-dom', SHELL_DIR);

/** Each singleton package, and where the shell's copy of it is resolved from (the router from react-router-dom's). */
const RESOLVED_FROM = {
  react: SHELL_DIR,
  'react-dom': SHELL_DIR,
  'react-router-dom': SHELL_DIR,
  'react-router': ROUTER_DOM_DIR,
  '@urql/core': SHELL_DIR,
  urql: SHELL_DIR,
  graphql: SHELL_DIR,
  'styled-components': SHELL_DIR,
  zustand: SHELL_DIR,
};

const packageNameOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

module.exports = (request, options) => {
  const from = RESOLVED_FROM[packageNameOf(request)];
  return options.defaultResolver(request, from ? { ...options, basedir: from } : options);
};
