import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { checkBuild, type PartInput } from '@gadgets/pc-compatibility';
import { STARTER_BUILDS } from '../starter-builds';

/** The real catalogue the API seeds from. */
function catalogue(): Map<string, PartInput> {
  const dir = path.resolve(__dirname, '../../../../../api/data/pc-parts');
  const files = readdirSync(dir).filter((file) => file.endsWith('.json.gz'));
  const records = files.flatMap(
    (file) =>
      JSON.parse(gunzipSync(readFileSync(path.join(dir, file))).toString('utf8')) as (Record<string, unknown> & {
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
