import { graphql, type ResultOf } from '@gadgets/shared-ui';
import type { PartInput } from '@gadgets/pc-compatibility';

/** What the builder reads of a part: the engine's input (category, specs) and the list price. */
export const BuildPartFields = graphql(`
  fragment BuildPartFields on PcPart {
    id
    category
    manufacturer
    name
    listPrice {
      amountCents
      currency
      kind
      source
      sourceUrl
    }
    specs
  }
`);

export type BuildPart = ResultOf<typeof BuildPartFields>;

export function specsOf(part: Pick<BuildPart, 'specs'>): Record<string, unknown> {
  return part.specs !== null && typeof part.specs === 'object' ? (part.specs as Record<string, unknown>) : {};
}

export function engineInput(part: BuildPart): PartInput {
  return { id: part.id, name: part.name, category: part.category, specs: specsOf(part) };
}
