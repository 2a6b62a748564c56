import { parseSectionRegistry, type SectionRegistry } from '@gadgets/shared-ui';

/** A few origins per map (the site's own names); pages asked for under any other Host are parsed each time. */
const MAX_ORIGINS_PER_MAP = 8;

/**
 * The section registry of a page, parsed once per remote map and origin rather than on every render: the server
 * hands each render the same map object until the file changes. Only a map whose manifests are absolute URLs or
 * absolute paths is kept, because only then does the page's origin alone decide what they resolve to.
 */
const parsed = new WeakMap<object, Map<string, SectionRegistry>>();

export function sectionRegistryOf(raw: unknown, pageUrl: string): SectionRegistry {
  if (typeof raw !== 'object' || raw === null || !resolvesByOrigin(raw)) return parseSectionRegistry(raw, pageUrl);
  const origin = new URL(pageUrl).origin;
  let byOrigin = parsed.get(raw);
  const known = byOrigin?.get(origin);
  if (known) return known;
  const registry = parseSectionRegistry(raw, pageUrl);
  if (!byOrigin) parsed.set(raw, (byOrigin = new Map()));
  if (byOrigin.size < MAX_ORIGINS_PER_MAP) byOrigin.set(origin, registry);
  return registry;
}

function resolvesByOrigin(raw: object): boolean {
  const sections = (raw as { sections?: unknown }).sections;
  return (
    Array.isArray(sections) &&
    sections.every((section: unknown) => {
      const manifest = (section as { manifest?: unknown } | null)?.manifest;
      return typeof manifest === 'string' && /^(https?:\/\/|\/)/i.test(manifest);
    })
  );
}
