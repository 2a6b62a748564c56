/** What the bike remote offers: its routes for the shell, mount() for everyone else. */
export default {
  name: 'gadgets_bike',
  exposes: { './routes': './src/routes.tsx', './mount': './src/mount.tsx' },
};
