/** Published builds as the API serves them (PublicBuildFields). */
export const publishedBuild = {
  __typename: 'PublicBuild' as const,
  id: '6f1c8a52-1d3e-4c47-9b1a-3b2f0d9e7a10',
  name: 'Quiet rig',
  authorName: 'Grace Builder',
  cpu: 'AMD Ryzen 7 7700X',
  gpu: 'Intel Arc B580',
  likeCount: 7,
  publishedAt: '2026-03-03T18:00:00.000Z',
  updatedAt: '2026-03-05T09:30:00.000Z',
  total: { amountCents: 73750, pricedCount: 3, partCount: 4, currency: 'USD' },
  parts: [
    {
      category: 'cpu',
      name: 'AMD Ryzen 7 7700X',
      partId: '3f0e0c3e-6a64-4a57-a4f5-0e8d1b9b1c01',
      price: { amountCents: 39900, kind: 'LIST' as const, sourceUrl: 'https://www.amd.com/en/newsroom' },
    },
    {
      category: 'gpu',
      name: 'Intel Arc B580 Steel Legend',
      partId: '9b2d4f10-2c1e-4d7a-8f5b-6a7c8d9e0f12',
      price: { amountCents: 24900, kind: 'CHIPSET' as const, sourceUrl: null },
    },
    {
      category: 'ram',
      name: 'Crucial Pro 32GB DDR5-6000',
      partId: null,
      price: { amountCents: 8950, kind: 'OWN' as const, sourceUrl: null },
    },
    { category: 'case', name: 'Lian Li Vector V100', partId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', price: null },
  ],
  compatibility: {
    problems: [
      { severity: 'ERROR' as const, message: 'CPU socket AM5 does not match motherboard socket LGA1700.' },
      { severity: 'WARNING' as const, message: 'The power supply leaves little headroom.' },
    ],
    unchecked: ['Cooler height: the case does not state its limit.'],
    estimatedWattage: 368,
    recommendedPsuWattage: 500,
  },
};

/** Another build, for the gallery: nothing priced. */
export const unpricedBuild = {
  ...publishedBuild,
  id: '1c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  name: 'Parts bin special',
  authorName: 'Ada Fan',
  gpu: null,
  likeCount: 1,
  total: { amountCents: null, pricedCount: 0, partCount: 2, currency: 'USD' },
};
