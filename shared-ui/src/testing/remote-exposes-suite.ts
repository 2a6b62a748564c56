import type { RemoteMountModule, RemoteRoutesModule } from '../remote/remote-contract';

/**
 * A remote's exposes as the shell (`./routes`) and integrators (`./mount`) call them; the types are checked where the
 * test passes its modules, the shapes here.
 */
export function describeRemoteExposes(
  containerName: string,
  exposes: { routes: RemoteRoutesModule; mount: RemoteMountModule },
): void {
  describe(`${containerName} exposes`, () => {
    it('./routes: a component as its default export, for the shell to render under the section path', () => {
      expect(typeof exposes.routes.default).toBe('function');
    });

    it('./mount: mount(element, options) for integrators, returning unmount', () => {
      expect(typeof exposes.mount.mount).toBe('function');
      expect(exposes.mount.mount.length).toBeGreaterThanOrEqual(1);
    });
  });
}
