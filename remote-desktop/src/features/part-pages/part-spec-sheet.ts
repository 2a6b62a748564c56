import type { CompareSection, SpecSection, SpecValue } from '@gadgets/shared-ui/widgets';
import { categoryLabelsOf, PRODUCT_GROUP, type SpecGroupLabels } from './part-category-labels';
import { COMBINED_FIELDS, fieldLabelOf, specValueOf, type PartSpecs } from './part-spec-values';

/** Fields of a record that are not specifications: the page's title, or links of their own. */
const NOT_SPECS = new Set(['id', 'category', 'manufacturer', 'name', 'manufacturer_url', 'retailer_skus']);
const MORE_DETAILS = 'More details';

/** Every field the labels name (a combined row names the fields it is made of). */
function labelledFields(groups: readonly SpecGroupLabels[]): Set<string> {
  return new Set(
    groups.flatMap((group) => group.fields.flatMap(([name]) => [name, ...(COMBINED_FIELDS[name]?.from ?? [])])),
  );
}

/**
 * The rows of one category for one or more parts, side by side: the category's groups, then the product's, then the
 * fields no label names yet (a new field of the source) under 'More details', in the order the records list them. A row
 * none of the parts states is left out.
 */
export function partCompareSections(category: string, parts: readonly PartSpecs[]): CompareSection[] {
  const groups = [...categoryLabelsOf(category).groups, PRODUCT_GROUP];
  const labelled = labelledFields(groups);
  const unlabelled = [
    ...new Set(
      parts.flatMap((specs) => Object.keys(specs).filter((name) => !labelled.has(name) && !NOT_SPECS.has(name))),
    ),
  ];
  const sections = [
    ...groups,
    { title: MORE_DETAILS, fields: unlabelled.map((name) => [name, fieldLabelOf(name)] as const) },
  ].map((group) => ({
    title: group.title,
    rows: group.fields.map(([name, label, measure]) => ({
      label,
      values: parts.map((specs): SpecValue => specValueOf(specs, name)),
      ...measure,
    })),
  }));
  return sections
    .map((section) => ({ ...section, rows: section.rows.filter((row) => row.values.some((value) => value !== null)) }))
    .filter((section) => section.rows.length > 0);
}

/** One part's spec table: the rows it states, grouped and labelled for its category. */
export function partSpecSections(category: string, specs: PartSpecs): SpecSection[] {
  return partCompareSections(category, [specs]).map((section) => ({
    title: section.title,
    rows: section.rows.map((row) => ({ label: row.label, value: row.values[0] })),
  }));
}
