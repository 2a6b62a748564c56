/** The host: it exposes nothing and knows its remotes only at run time, from remotes.json. */
export default {
  name: 'gadgets_shell',
};
