import { parseSectionRegistry, type SectionEntry, type SectionRegistry } from '@gadgets/shared-ui';

/** A registry as a deployment would write it, for component tests. */
export const TEST_REGISTRY: SectionRegistry = parseSectionRegistry(
  {
    sections: [
      { name: 'mobile', title: 'Phones', path: '/mobile', accent: 'green', manifest: '/mobile/mf-manifest.json' },
      { name: 'laptop', title: 'Laptops', path: '/laptop', accent: 'blue', manifest: '/laptop/mf-manifest.json' },
      {
        name: 'bike',
        title: 'Bikes',
        path: '/bike',
        accent: 'red',
        manifest: 'https://bike.example.com/mf-manifest.json',
      },
    ],
  },
  'https://gadgets.example.com/',
);

export const testSection = (name: string): SectionEntry => TEST_REGISTRY.find((section) => section.name === name)!;
