import { lazy, type ComponentType } from 'react';

type PageModule = Record<string, unknown>;
type Loaded<Load> = Load extends () => Promise<infer Module> ? Module : never;

/**
 * A section's pages loaded on demand, so its first page does not carry the others: each a React.lazy component,
 * shown under the nearest Suspense boundary (the section's placeholder) while its module loads. Once a module has
 * loaded, its pages render at once, without suspending: a server that preloaded them all before its first page
 * (the remote contract's preloadRouteModules) renders every page in one pass, and so does a test.
 */
export function pagesOnDemand<Modules extends Record<string, () => Promise<PageModule>>>(modules: Modules) {
  const loaded = new Map<keyof Modules, PageModule>();
  const load = (name: keyof Modules) =>
    modules[name]!().then((module) => {
      loaded.set(name, module);
      return module;
    });
  return {
    /** The page `exportName` of module `name`, loaded on first render. */
    page<Name extends keyof Modules, Export extends keyof Loaded<Modules[Name]>>(name: Name, exportName: Export) {
      type Page = Loaded<Modules[Name]>[Export] & ComponentType<object>;
      const pick = (module: PageModule) => ({ default: module[exportName as string] as Page });
      return lazy(() => {
        const module = loaded.get(name);
        // Answered synchronously: React reads a thenable that has already called back as loaded.
        if (module) return { then: (resolve: (value: { default: Page }) => void) => resolve(pick(module)) } as never;
        return load(name).then(pick);
      });
    },
    /** Loads every module, one after another in a fixed order (the server's styles come out the same each time). */
    async preload(): Promise<void> {
      for (const name of Object.keys(modules)) await load(name);
    },
  };
}
