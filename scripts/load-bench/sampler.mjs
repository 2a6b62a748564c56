// RSS and CPU seconds of each measured process, taken every 10 s, and what they say: the latest line, and per process
// its memory from start to end and its share of one core.
import { cpuSeconds, rssMb } from '../bench-support.mjs';

/** Samples the processes `measured()` lists at each take (workers may come and go, so they are listed each time). */
export function createSampler(measured) {
  const samples = [];
  const take = (elapsed) => {
    const processes = {};
    for (const { label, pid } of measured()) {
      const rss = rssMb(pid);
      if (!Number.isNaN(rss)) processes[label] = { rss, cpu: cpuSeconds(pid) };
    }
    samples.push({ elapsed, processes });
  };
  /** Share of one core a process used between two samples. */
  const cpuShare = (label, from, to) => {
    const [start, end] = [from.processes[label], to.processes[label]];
    if (!start || !end) return '?';
    return `${Math.round((100 * (end.cpu - start.cpu)) / Math.max(0.001, to.elapsed - from.elapsed))}%`;
  };
  const labels = () => [...new Set(samples.flatMap((entry) => Object.keys(entry.processes)))];
  return {
    samples,
    take,
    latest: () =>
      Object.entries(samples.at(-1).processes)
        .map(([label, { rss }]) => `${label} RSS ${rss} MB, CPU ${cpuShare(label, samples.at(-2), samples.at(-1))}`)
        .join('  '),
    summary: () =>
      labels().map((label) => {
        const rss = samples.map((entry) => entry.processes[label]?.rss).filter((value) => value !== undefined);
        const first = samples.find((entry) => entry.processes[label]);
        const last = samples.findLast((entry) => entry.processes[label]);
        return (
          `${label} RSS MB: start ${rss[0]}, end ${rss.at(-1)}, min ${Math.min(...rss)}, max ${Math.max(...rss)}; ` +
          `CPU ${cpuShare(label, first, last)} of one core` +
          `${first !== samples[0] || last !== samples.at(-1) ? ` (only from ${first.elapsed} s to ${last.elapsed} s)` : ''}; every 10 s: ${rss.join(' ')}`
        );
      }),
  };
}
