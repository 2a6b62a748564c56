/**
 * The name a card shows. Makers name some models by number alone ('13', '12R', '9 Pro'); on a card that
 * reads as nothing, so such a name gets its brand in front ('OnePlus 13'). A name that already starts
 * with a real word ('Galaxy S25', 'Pixel 9', 'XPS 13') reads on its own and stays as it is, and a name
 * that already carries the brand is never doubled.
 *
 * Rule: the brand is added when the name's first word has fewer than two letters.
 */
export function cardNameOf(name: string, brandName?: string | null): string {
  const trimmed = name.trim();
  const brand = brandName?.trim();
  if (!brand || trimmed.toLowerCase().startsWith(brand.toLowerCase())) return trimmed;
  const firstWord = trimmed.split(/\s+/)[0] ?? '';
  const letters = firstWord.match(/\p{L}/gu)?.length ?? 0;
  return letters < 2 ? `${brand} ${trimmed}` : trimmed;
}
