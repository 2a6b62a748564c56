/** What the mobile remote offers: its routes for the shell, mount() for everyone else. */
export default {
  name: 'gadgets_mobile',
  exposes: { './routes': './src/routes.tsx', './mount': './src/mount.tsx' },
};
