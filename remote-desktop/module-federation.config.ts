/** What the desktop remote offers: its routes for the shell, mount() for everyone else. */
export default {
  name: 'gadgets_desktop',
  exposes: { './routes': './src/routes.tsx', './mount': './src/mount.tsx' },
};
