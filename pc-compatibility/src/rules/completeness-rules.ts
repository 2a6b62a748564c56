import { listOf, problem } from '../problems';
import type { Rule } from './rule';

export const onePartPerSlotRule: Rule = {
  id: 'one-part-per-slot',
  check({ extras }) {
    return extras.map(({ label, names, ids }) =>
      problem('one-part-per-slot', 'error', `A build takes one ${label}, but ${listOf(names)} are all chosen.`, ids),
    );
  },
};

export const coolerNeededRule: Rule = {
  id: 'cooler-needed',
  check({ cpu, cooler }) {
    if (!cpu || cooler || cpu.includesCooler !== false) return [];
    return [
      problem('cooler-needed', 'warning', `CPU ${cpu.name} comes without a cooler: choose a CPU cooler.`, [cpu.id]),
    ];
  },
};

export const graphicsNeededRule: Rule = {
  id: 'graphics-needed',
  check({ cpu, gpu }) {
    if (!cpu || gpu || cpu.hasIntegratedGraphics !== false) return [];
    return [
      problem(
        'graphics-needed',
        'warning',
        `CPU ${cpu.name} has no integrated graphics: choose a video card to connect a display.`,
        [cpu.id],
      ),
    ];
  },
};
