/** One part of BuildCores OpenDB: every part we use is under the same licence and needs the same attribution. */
function buildCoresOpenDb(id: string, name: string, usedFor: string) {
  return {
    id,
    name,
    usedFor,
    licence: 'ODC-By 1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/by/1-0/',
    sourceUrl: 'https://github.com/buildcores/buildcores-open-db',
    attribution:
      'Contains information from [BuildCores OpenDB](https://github.com/buildcores/buildcores-open-db), ' +
      'which is made available under the [ODC Attribution License](https://opendatacommons.org/licenses/by/1-0/).',
  };
}

/** The attributions our data licences require; the same texts are in CREDITS.md. */
export const DATA_SOURCES = [
  {
    id: 'lineageos-wiki',
    name: 'LineageOS Wiki device data',
    usedFor: 'Phone specifications',
    licence: 'CC BY-SA 3.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
    sourceUrl: 'https://github.com/LineageOS/lineage_wiki',
    attribution:
      'Phone specifications adapted from the [LineageOS Wiki](https://wiki.lineageos.org/devices/) ' +
      '(© The LineageOS Project and contributors, https://github.com/LineageOS/lineage_wiki), licensed under ' +
      '[CC BY-SA 3.0](https://creativecommons.org/licenses/by-sa/3.0/). Changes: subset selected, fields renamed, dates normalised.',
  },
  buildCoresOpenDb('buildcores-opendb-laptops', 'BuildCores OpenDB (Laptop category)', 'Laptop model names'),
  buildCoresOpenDb('buildcores-opendb-pc-parts', 'BuildCores OpenDB (PC parts)', 'PC parts for the custom PC builder'),
];
