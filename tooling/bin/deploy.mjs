#!/usr/bin/env node
// gadgets-deploy <command> [options]; `gadgets-deploy --help` and `gadgets-deploy <command> --help` list them.
// Publishes a remote's build as an immutable version folder and switches the shell's map to it (or back), stages
// one and prints a signed link that previews it in the browser that opens it, or checks a build against the live
// shell first (preflight.mjs). Plain .mjs and no build step: it runs straight from a checkout.
import { parseCommandLine } from './command-line.mjs';
import { publishVersion, rollBack, stageVersion } from '../serve/deploy.mjs';
import { preflight } from '../serve/preflight.mjs';
import { PREVIEW_PATH, previewSecretsOf, sectionPreviewKey, signPreviewWithKey } from '../serve/preview.mjs';

/** Each option's value and what it means, for every command that takes it (force is a flag). */
const OPTIONS = {
  section: ['name', 'the section\'s name in the shell\'s map (remotes.json), e.g. "bike"'],
  dist: ['dir', "the remote's build, or a staged version folder (<root>/versions/<version>); default dist"],
  root: ['dir', "the deploy root the remote's host serves (versions/<version>/, current/mf-manifest.json)"],
  url: ['url', "the deploy root's public address, e.g. https://bike.example.com"],
  map: ['file', "the shell's remote map (the file its server serves as /remotes.json)"],
  version: ['version', 'a staged version, as `stage` printed it (12 hex characters)'],
  site: ['url', "the live site's address, e.g. https://gadgets.example.com"],
  hours: ['hours', 'how long the link works: more than 0, at most 168; default 8'],
  force: [null, 'publish even though the check against --site refuses the build (printed as a warning)'],
};

const COMMANDS = {
  check: {
    summary: 'checks a build against the live shell, switching nothing',
    about:
      'Compares the build with the shell live at --site (its /remotes.json and /mf-manifest.json): no shared ' +
      "singleton of another major than the shell's, no @gadgets/shared-ui newer than the shell's, a ./routes " +
      'expose and a server build (server/remoteEntry.js). Exit 1, naming each problem, when it could not go live.',
    required: ['dist', 'site'],
    optional: ['section'],
  },
  stage: {
    summary: 'copies a build to its version folder, switching nothing',
    about: 'Copies the build to <root>/versions/<version>/ (a content hash) and prints "staged <version>".',
    required: ['root'],
    optional: ['dist'],
  },
  preview: {
    summary: 'prints a signed link that previews a staged version in one browser',
    about:
      'Prints a link to the site that shows the staged version of the section to the browser that opens it, and to ' +
      "no one else. Signed with PREVIEW_KEY, the section's key (`preview-key` prints it), or with PREVIEW_SECRET, the " +
      "site's secret itself. The version is looked for beside the live one, or in the deploy root at --url (a host " +
      'the site allows: its PREVIEW_ORIGINS).',
    required: ['section', 'version', 'site'],
    optional: ['url', 'hours'],
  },
  'preview-key': {
    summary: "prints a section's preview key, for its team",
    about:
      "Prints the key that signs preview links for --section only, derived from PREVIEW_SECRET (the site's secret, " +
      "the current one first when it lists several). Hand it to the section's team as their PREVIEW_KEY; a new " +
      'site secret gives every section a new key.',
    required: ['section'],
    optional: [],
  },
  publish: {
    summary: "switches a section of the shell's map to a build",
    about:
      "Stages the build (if it is not yet) and switches the section in the shell's map to it; the deploy root's " +
      'current/mf-manifest.json follows. With --site it runs `check` first and refuses (exit 1) before anything ' +
      'is copied or switched.',
    required: ['section', 'root', 'url', 'map'],
    optional: ['dist', 'site', 'force'],
  },
  rollback: {
    summary: 'switches a section back to the version before its last publish',
    about:
      "Points the section in the shell's map back at the version before its last publish from this root; the " +
      "deploy root's current/mf-manifest.json follows.",
    required: ['section', 'root', 'map'],
    optional: [],
  },
};

const optionText = (name) => (OPTIONS[name][0] ? `--${name} <${OPTIONS[name][0]}>` : `--${name}`);
/** `text` in lines of at most 100 characters. */
const wrapped = (text) => text.replace(/(.{1,100})(?: |$)/g, '$1\n').trimEnd();

function commandUsage(command) {
  const { about, required, optional } = COMMANDS[command];
  const synopsis = [...required.map(optionText), ...optional.map((name) => `[${optionText(name)}]`)].join(' ');
  const lines = [...required, ...optional].map((name) => `  ${optionText(name).padEnd(20)} ${OPTIONS[name][1]}`);
  return `usage: gadgets-deploy ${command} ${synopsis}\n\n${wrapped(about)}\n\n${lines.join('\n')}\n`;
}

const USAGE = `usage: gadgets-deploy <command> [options]

Versioned deploys of a remote (README, "Deploy one remote on its own"):
${Object.entries(COMMANDS)
  .map(([command, { summary }]) => `  ${command.padEnd(9)} ${summary}`)
  .join('\n')}

gadgets-deploy <command> --help lists a command's options.
`;

const parsed = parseCommandLine(
  {
    allowPositionals: true,
    options: {
      ...Object.fromEntries(
        Object.entries(OPTIONS).map(([name, [value]]) => [name, { type: value ? 'string' : 'boolean' }]),
      ),
      help: { type: 'boolean', short: 'h' },
    },
  },
  USAGE,
);
const { positionals, values } = parsed;
const [command] = positionals;

if (command === undefined || command === 'help') {
  if (values.help || command === 'help') {
    console.log(USAGE);
    process.exit(0);
  }
  console.error(USAGE);
  process.exit(2);
}
if (!Object.hasOwn(COMMANDS, command)) {
  console.error(`gadgets-deploy: unknown command "${command}"\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(commandUsage(command));
  process.exit(0);
}
const missing = COMMANDS[command].required.filter((name) => !values[name]);
if (missing.length > 0) {
  console.error(
    `gadgets-deploy ${command}: missing ${missing.map((name) => `--${name}`).join(', ')}\n\n${commandUsage(command)}`,
  );
  process.exit(2);
}
const dist = values.dist ?? 'dist';
if (values.force && !(command === 'publish' && values.site))
  console.error('note: --force only overrides the check `publish --site` makes; it does nothing here');

/** The check's verdict, printed (on stdout when it is the command's answer); true when the build can go live. */
async function checkBuild(section, { answer = false } = {}) {
  const { container, problems, notes } = await preflight({ distDir: dist, siteUrl: values.site, section });
  for (const note of notes) console.error(`note: ${note}`);
  if (problems.length === 0) {
    (answer ? console.log : console.error)(`check: ${dist} (${container}) can go live on ${values.site}`);
    return true;
  }
  console.error(
    `${dist} (${container}) cannot go live on ${values.site}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  return false;
}

try {
  if (command === 'check') {
    if (!(await checkBuild(values.section, { answer: true }))) process.exit(1);
  } else if (command === 'publish') {
    if (values.site && !(await checkBuild(values.section))) {
      if (!values.force) {
        console.error('refused: nothing was published or switched (--force publishes it anyway)');
        process.exit(1);
      }
      console.error(`WARNING: --force: publishing ${values.section} although the check above refused it`);
    }
    const { version, manifest, previous } = publishVersion({
      distDir: dist,
      deployRoot: values.root,
      mapFile: values.map,
      section: values.section,
      baseUrl: values.url,
    });
    console.log(`published ${values.section} ${version}: ${manifest} (was ${previous})`);
  } else if (command === 'stage') {
    console.log(`staged ${stageVersion({ distDir: dist, deployRoot: values.root })}`);
  } else if (command === 'preview') {
    const [siteSecret] = previewSecretsOf(process.env.PREVIEW_SECRET);
    const key = process.env.PREVIEW_KEY || (siteSecret && sectionPreviewKey(values.section, siteSecret));
    if (!key)
      throw new Error(
        "PREVIEW_KEY must be the section's preview key (gadgets-deploy preview-key), or PREVIEW_SECRET the site's secret",
      );
    const hours = Number(values.hours ?? '8');
    if (!(hours > 0 && hours <= 24 * 7))
      throw new Error('--hours is how long the link works: more than 0, at most a week (168)');
    const expiresAt = Date.now() + hours * 3_600_000;
    const manifest = values.url
      ? `${values.url.replace(/\/+$/, '')}/versions/${values.version}/mf-manifest.json`
      : undefined;
    const token = signPreviewWithKey({ section: values.section, version: values.version, expiresAt, manifest }, key);
    console.log(`${values.site.replace(/\/+$/, '')}${PREVIEW_PATH}?token=${token}`);
  } else if (command === 'preview-key') {
    const [siteSecret] = previewSecretsOf(process.env.PREVIEW_SECRET);
    if (!siteSecret) throw new Error("PREVIEW_SECRET must be the site's secret");
    console.log(sectionPreviewKey(values.section, siteSecret));
  } else {
    const { manifest, from } = rollBack({ deployRoot: values.root, mapFile: values.map, section: values.section });
    console.log(`rolled ${values.section} back to ${manifest} (from ${from})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
