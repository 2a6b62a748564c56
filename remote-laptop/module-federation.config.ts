/** What the laptop remote offers: its routes for the shell, mount() for everyone else. */
export default {
  name: 'gadgets_laptop',
  exposes: { './routes': './src/routes.tsx', './mount': './src/mount.tsx' },
};
