/**
 * Reads Prometheus's text exposition format (0.0.4) strictly, as the tests' proof that a scrape parses: every line is
 * a `# HELP`, a `# TYPE` (of a known type) or a sample of a family declared by a TYPE line, with well-formed labels and
 * a number. Answers each sample's value by its name and labels in order: `name{a="1",b="2"}` (a histogram's count is
 * `<name>_count{…}`). The API's and the shell server's tests read their scrapes with it.
 */
export function parsePrometheusText(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(comment[3]!))
          throw new Error(`unknown metric type: ${line}`);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not a line of Prometheus's text format: ${line}`);
    const [, name, labelText = '', valueText] = sample as unknown as [string, string, string | undefined, string];
    const labels = [...labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)",?/g)];
    if (labels.map((label) => label[0]).join('') !== labelText) throw new Error(`malformed labels: ${line}`);
    const base = name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(name) && !['histogram', 'summary'].includes(types.get(base) ?? ''))
      throw new Error(`a sample of no declared family: ${line}`);
    const value = /^[+-]?inf$/i.test(valueText)
      ? (valueText.startsWith('-') ? -1 : 1) * Infinity
      : /^nan$/i.test(valueText)
        ? Number.NaN
        : Number(valueText);
    if (Number.isNaN(value) && !/^nan$/i.test(valueText)) throw new Error(`not a number: ${line}`);
    const key = labels
      .map(([, label, labelValue]) => `${label}="${labelValue}"`)
      .sort()
      .join(',');
    samples.set(`${name}{${key}}`, value);
  }
  return samples;
}
