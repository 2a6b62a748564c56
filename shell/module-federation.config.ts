/**
 * The host: it exposes nothing and knows its remotes only at run time, from remotes.json. Its federation runtime
 * plugins, each module's default export, are created as the runtime starts (before any of the shell's code runs);
 * what they need of the registry they read where it is parsed (src/federation/registered-sections.ts).
 */
export default {
  name: 'gadgets_shell',
  runtimePlugins: {
    browser: [
      // A section that gives up waiting ends its remote's requests, so Retry asks afresh.
      './src/federation/remote-load-abort-plugin.ts',
      // A remote built against versions the shell cannot serve is refused before its code runs.
      './src/federation/version-skew-plugin.ts',
    ],
    // Remote containers run from their own address, so two versions of a remote can be loaded side by side.
    server: ['./src/federation/server-container-plugin.ts'],
  },
};
