import { formatMoney } from '../build-prices';

/**
 * list: the part's launch list price from the catalogue; chipset: a card's chipset's launch price (the card has none
 * of its own); own: the price the visitor typed for it.
 */
export type ExportedPriceKind = 'list' | 'chipset' | 'own';

export interface ExportedPart {
  /** The slot as the builder names it: 'CPU', 'Video Card'… */
  slot: string;
  name: string;
  price: { cents: number; kind: ExportedPriceKind } | null;
}

/** A build as an export writes it, whether it comes from the builder, a saved build or a public one. */
export interface ExportedBuild {
  title: string;
  parts: readonly ExportedPart[];
  currency: string;
  estimatedWattage: number;
  /** 0 for an empty build (no recommendation). */
  recommendedPsuWattage: number;
  problems: readonly { severity: 'error' | 'warning'; message: string }[];
  /** Checks the data could not make, one sentence each. */
  unchecked: readonly string[];
  /** Where the build opens, an absolute address; null leaves the line out. */
  link: string | null;
}

export type ExportFormat = 'markdown' | 'reddit' | 'text';

export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'markdown', label: 'Markdown' },
  { format: 'reddit', label: 'Reddit table' },
  { format: 'text', label: 'Plain text' },
];

const PRICE_KIND_LABELS: Record<ExportedPriceKind, string> = {
  list: 'launch list price',
  chipset: 'chipset launch price',
  own: 'own price',
};
const SEVERITY_LABELS = { error: 'Error', warning: 'Warning' } as const;

/** '$1,240.00 for 5 of 8 parts', or 'No prices yet' when no part has one: a total of nothing would read as free. */
export function totalText(build: Pick<ExportedBuild, 'parts' | 'currency'>): string {
  const prices = build.parts.flatMap((part) => (part.price ? [part.price.cents] : []));
  if (prices.length === 0) return 'No prices yet';
  const cents = prices.reduce((sum, price) => sum + price, 0);
  const count = build.parts.length;
  return `${formatMoney(cents, build.currency)} for ${prices.length} of ${count} ${count === 1 ? 'part' : 'parts'}`;
}

/** '$399.00 (launch list price)', 'from $549.00 (chipset launch price)', '$120.00 (own price)' or 'no price'. */
export function priceText(price: ExportedPart['price'], currency: string): string {
  if (!price) return 'no price';
  const from = price.kind === 'chipset' ? 'from ' : '';
  return `${from}${formatMoney(price.cents, currency)} (${PRICE_KIND_LABELS[price.kind]})`;
}

/** '368 W (power supply of 500 W or more recommended)'. */
function wattageText(build: ExportedBuild): string {
  const advice =
    build.recommendedPsuWattage > 0 ? ` (power supply of ${build.recommendedPsuWattage} W or more recommended)` : '';
  return `${build.estimatedWattage} W${advice}`;
}

/** The compatibility notes, errors first: what the builder's Compatibility panel lists. */
function notesOf(build: ExportedBuild): string[] {
  const problems = [...build.problems].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  const notes = [
    ...problems.map((problem) => `${SEVERITY_LABELS[problem.severity]}: ${problem.message}`),
    ...build.unchecked.map((note) => `Not checked: ${note}`),
  ];
  return build.problems.length === 0 ? ['No compatibility problems found.', ...notes] : notes;
}

/** One line of text, whatever was typed into a name. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text that Markdown shows as typed: its punctuation that means something is escaped (tables' pipes included). */
const markdown = (text: string) => oneLine(text).replace(/[\\`*_[\]<>|#~]/g, (character) => `\\${character}`);

function markdownExport(build: ExportedBuild): string {
  return [
    `**${markdown(build.title)}**`,
    '',
    ...build.parts.map(
      (part) => `* **${markdown(part.slot)}:** ${markdown(part.name)} - ${priceText(part.price, build.currency)}`,
    ),
    '',
    `**Total:** ${totalText(build)}`,
    '',
    `**Estimated wattage:** ${wattageText(build)}`,
    '',
    '**Compatibility:**',
    '',
    ...notesOf(build).map((note) => `* ${markdown(note)}`),
    ...(build.link ? ['', `[Open this build](${build.link})`] : []),
  ].join('\n');
}

/** A table as old and new Reddit both draw it (no pipes at the ends of a row, the alignment row required). */
function redditExport(build: ExportedBuild): string {
  return [
    `**${markdown(build.title)}**`,
    '',
    'Type|Item|Price',
    ':----|:----|:----',
    ...build.parts.map(
      (part) => `**${markdown(part.slot)}** | ${markdown(part.name)} | ${priceText(part.price, build.currency)}`,
    ),
    `**Total** | | **${totalText(build)}**`,
    '',
    `Estimated wattage: ${wattageText(build)}`,
    '',
    'Compatibility:',
    '',
    ...notesOf(build).map((note) => `* ${markdown(note)}`),
    ...(build.link ? ['', `[Open this build](${build.link})`] : []),
  ].join('\n');
}

function plainTextExport(build: ExportedBuild): string {
  return [
    oneLine(build.title),
    '',
    ...build.parts.map((part) => `${part.slot}: ${oneLine(part.name)} - ${priceText(part.price, build.currency)}`),
    '',
    `Total: ${totalText(build)}`,
    `Estimated wattage: ${wattageText(build)}`,
    '',
    'Compatibility:',
    ...notesOf(build).map((note) => `- ${note}`),
    ...(build.link ? ['', `Open this build: ${build.link}`] : []),
  ].join('\n');
}

/** The build written out for a forum post, a Reddit comment or a plain message. */
export function exportText(build: ExportedBuild, format: ExportFormat): string {
  if (format === 'markdown') return markdownExport(build);
  if (format === 'reddit') return redditExport(build);
  return plainTextExport(build);
}
