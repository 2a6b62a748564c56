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
  {
    id: 'buildcores-opendb-laptops',
    name: 'BuildCores OpenDB (Laptop category)',
    usedFor: 'Laptop model names',
    licence: 'ODC-By 1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/by/1-0/',
    sourceUrl: 'https://github.com/buildcores/buildcores-open-db',
    attribution:
      'Contains information from [BuildCores OpenDB](https://github.com/buildcores/buildcores-open-db), ' +
      'which is made available under the [ODC Attribution License](https://opendatacommons.org/licenses/by/1-0/).',
  },
  {
    id: 'buildcores-opendb-pc-parts',
    name: 'BuildCores OpenDB (PC parts)',
    usedFor: 'PC parts for the custom PC builder',
    licence: 'ODC-By 1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/by/1-0/',
    sourceUrl: 'https://github.com/buildcores/buildcores-open-db',
    attribution:
      'Contains information from [BuildCores OpenDB](https://github.com/buildcores/buildcores-open-db), ' +
      'which is made available under the [ODC Attribution License](https://opendatacommons.org/licenses/by/1-0/).',
  },
];
