/**
 * Compatible sets of real catalogue parts, one click from an empty page. A test runs each through the compatibility
 * engine against api/data/pc-parts, so a data change that breaks one fails CI.
 */
export const STARTER_BUILDS = [
  {
    name: 'Budget build',
    summary: 'Ryzen 5 7600X, Intel Arc B580, 32 GB DDR5, 1 TB NVMe, Micro-ATX',
    partIds: [
      'fe2cf1aa-c66e-43ec-a55b-997584228dd1', // AMD Ryzen 5 7600X
      'b8feee87-2c19-4ebd-a9a1-d2b97c43c3a2', // be quiet! Pure Rock 3
      '011e1664-de3e-4923-9e24-1ba2dbb138e6', // MSI PRO B650M-P
      '1708162d-85c9-4d32-afce-363be7de2372', // Crucial Pro 32GB (2x16GB) DDR5-6000
      '6e49e674-efef-4a1a-97ed-1764e42e302d', // Samsung 990 EVO Plus 1TB
      '7bd51d70-c459-4530-82bd-258ec2f38560', // Intel Arc B580 Limited Edition
      '0c3c19d6-ba05-41aa-8936-0eafc4a14fb9', // Lian Li Vector V100 Mini
      'e9b6e689-e31e-41e7-96a3-36dbc4e04828', // MSI MAG A650GLS
    ],
  },
  {
    name: '1440p gaming build',
    summary: 'Ryzen 7 9800X3D, RTX 5070 Ti, 32 GB DDR5-6000, 2 TB NVMe, 360 mm AIO',
    partIds: [
      '7ab840c3-8c52-4ced-a65c-7b0922ca479e', // AMD Ryzen 7 9800X3D
      '1e539d30-384a-49da-a1d7-14458f7f74d1', // NZXT Kraken Plus 360
      '68a4fcfe-6307-409e-894c-b19f31f83cb1', // Gigabyte X870 AORUS STEALTH ICE
      '1708162d-85c9-4d32-afce-363be7de2372', // Crucial Pro 32GB (2x16GB) DDR5-6000
      '3656fcb5-05ef-4167-8d7d-b348ea9e451a', // WD_BLACK SN7100 2TB
      '1d98afc3-0383-4516-9215-559c2639624f', // GIGABYTE RTX 5070 Ti GAMING 16G
      '1bd48682-e6ca-41a0-b07d-4c785f380acb', // Corsair FRAME 4000D
      '9a7c181c-4e10-4d78-9524-c8ded8b6ec28', // be quiet! Pure Power 13 M 850 W
    ],
  },
  {
    name: 'Workstation build',
    summary: 'Ryzen 9 7950X, 128 GB DDR5, 4 TB NVMe + 8 TB HDD, RTX 4070 SUPER, 1000 W',
    partIds: [
      '63f23f26-d52c-4e3c-be6e-0d25163cff59', // AMD Ryzen 9 7950X
      '1e539d30-384a-49da-a1d7-14458f7f74d1', // NZXT Kraken Plus 360
      '09cd6dc9-a9d1-4088-92bc-85595b7520b6', // MSI MPG X870E CARBON MAX WIFI
      'cb38e66b-936d-4105-af8e-731aac56e4ac', // Crucial Pro 64GB (2x32GB) DDR5-6400
      'cb38e66b-936d-4105-af8e-731aac56e4ac', // the same kit again: 4 of 4 slots
      '58e0955c-edca-41b6-8a26-60bd6033e465', // Samsung 990 EVO Plus 4TB
      '0c3af185-6a06-41ec-b730-234b1f43d559', // WD Blue 8TB HDD
      'e4aaac83-60f7-4b58-8c4f-c95d9023f0a5', // MSI RTX 4070 SUPER VENTUS 3X
      '3e765ce5-3444-405e-b510-9d9aa6776a91', // Lian Li O11D XL-X
      '65248196-cf73-4005-8376-0f0bca2d05d6', // Thermaltake Toughpower GT 1000W
    ],
  },
] as const;
