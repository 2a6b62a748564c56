import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSectionRegistry, SECTION_NAMES, SECTION_TABLE } from '@gadgets/shared-ui';

// The registry the shell ships (shell/sections.json) is where a section's title, path, home and accent are decided;
// shared-ui's section table repeats them for the widgets built into the remotes, and must not drift from it.
const registry = parseSectionRegistry(
  JSON.parse(readFileSync(join(__dirname, '../../sections.json'), 'utf8')),
  'http://localhost/',
);

describe("shared-ui's section table", () => {
  it.each(SECTION_NAMES)('says what the registry says of the %s section', (name) => {
    const entry = registry.find((section) => section.name === name);
    expect(entry && { title: entry.title, path: entry.path, home: entry.home, accent: entry.accent }).toEqual(
      SECTION_TABLE[name],
    );
  });
});
