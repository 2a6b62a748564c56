import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBuild, type PartInput } from '@gadgets/pc-compatibility';
import { STARTER_BUILDS } from '../starter-builds';

/** The real catalogue the API seeds from. */
function catalogue(): Map<string, PartInput> {
  const dir = path.resolve(__dirname, '../../../../../api/data/pc-parts');
  const files = ['cpus', 'gpus', 'motherboards', 'ram', 'storage', 'psus', 'cases', 'cpu-coolers'];
  const records = files.flatMap(
    (file) =>
      JSON.parse(readFileSync(path.join(dir, `${file}.json`), 'utf8')) as (Record<string, unknown> & {
        id: string;
        name: string;
        category: string;
      })[],
  );
  return new Map(
    records.map((record) => [
      record.id,
      { id: record.id, name: record.name, category: record.category, specs: record },
    ]),
  );
}

describe('starter builds', () => {
  const parts = catalogue();
  it.each(STARTER_BUILDS.map((build) => [build.name, build.partIds] as const))(
    '%s is a complete build of real parts with no problems',
    (_, ids) => {
      const build = ids.map((id) => parts.get(id));
      expect(build.every(Boolean)).toBe(true);
      const report = checkBuild(build as PartInput[]);
      expect(report.problems).toEqual([]);
      expect(new Set(build.map((part) => part!.category)).size).toBe(8);
    },
  );
});
