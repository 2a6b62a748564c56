import { findRetired, sectionNamesIn } from '../vocabulary.mjs';

describe('the glossary check', () => {
  it('finds a retired type name and says what replaces it', () => {
    const found = findRetired("import type { CompareCategory } from '@gadgets/shared-ui';\nconst ok = 1;\n");
    expect(found).toEqual([
      { line: 1, text: "import type { CompareCategory } from '@gadgets/shared-ui';", use: 'ComparableSectionName' },
    ]);
  });

  it('passes the names that replaced them, the schema enum, deprecated fields and the glossary itself', () => {
    const text = [
      'type A = CatalogueSectionName | ComparableSectionName | SectionName | PartCategoryName;',
      'enum CompanyCategory {',
      '  query BrandStrip_Companies($category: CompanyCategory!) {',
      '  old: CatalogueSection @deprecated(reason: "Use section.")',
      '<!-- glossary -->',
      '| section | ... | `CatalogueSection`, `CompareCategory` |',
      '<!-- /glossary -->',
    ].join('\n');
    expect(findRetired(text)).toEqual([]);
  });

  it('finds a retired spelling after the glossary, on its own line number', () => {
    const text = '<!-- glossary -->\nCategoryName\n<!-- /glossary -->\nlet x: CategoryName;';
    expect(findRetired(text).map((hit) => hit.line)).toEqual([4]);
  });

  it('finds catalog in a name, and leaves what visitors read and the deprecated schema names alone', () => {
    const names = ['let bikeCatalogPage;', 'CatalogFilter', 'catalogOrder'];
    for (const name of names) expect(findRetired(name)).toHaveLength(1);
    const kept = [
      "'View Catalog'",
      'Bike Catalog',
      "path: '/bike/catalog'",
      'searchBikeCatalog(filter: BikeCatalogFilter)',
    ];
    for (const text of kept) expect(findRetired(text)).toEqual([]);
  });

  it('takes each extra spelling it is given', () => {
    expect(findRetired('searchBikeCatalog', [{ pattern: /catalog(?!ue)/i, use: 'catalogue' }])).toHaveLength(1);
  });

  it('reads the section names a TypeScript list declares', () => {
    expect(sectionNamesIn("export const SECTION_NAMES = ['mobile', 'bike'] as const;")).toEqual(['mobile', 'bike']);
    expect(sectionNamesIn('nothing here')).toBeNull();
  });
});
