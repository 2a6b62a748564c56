import type { Build } from '../build';
import { problem } from '../problems';
import { estimateWattage, PSU_HEADROOM, recommendedPsuWattage } from '../wattage';
import type { Rule } from './rule';

/** The parts a power error names: the supply and the two parts that draw the most. */
function drawingIds({ psu, cpu, gpu }: Build): string[] {
  const drawing = [cpu, gpu].filter((part) => part !== null && part.tdpW != null).map((part) => part!.id);
  return psu ? [psu.id, ...drawing] : drawing;
}

/**
 * Error when the estimated draw is above the supply's rating; warning when the rating is less than 25% above the
 * draw (PSU_HEADROOM), the margin for load spikes and ageing that PSU makers advise.
 */
export const powerRule: Rule = {
  id: 'power',
  check(build) {
    const { psu } = build;
    const draw = estimateWattage(build);
    if (!psu || psu.wattageW == null || draw === 0) return [];
    if (draw > psu.wattageW) {
      return [
        problem(
          'power',
          'error',
          `Estimated draw ${draw} W is above the ${psu.wattageW} W rating of power supply ${psu.name}${consumers(build)}.`,
          drawingIds(build),
        ),
      ];
    }
    if (psu.wattageW < draw * PSU_HEADROOM) {
      const headroom = Math.round(((psu.wattageW - draw) / draw) * 100);
      return [
        problem(
          'power',
          'warning',
          `Power supply ${psu.name} (${psu.wattageW} W) leaves ${headroom}% headroom over the estimated ${draw} W draw${consumers(build)}; 25% is recommended (${recommendedPsuWattage(draw)} W or more).`,
          drawingIds(build),
        ),
      ];
    }
    return [];
  },
  constrain(category, build) {
    const { psu } = build;
    const draw = estimateWattage(build);
    if (category === 'psu' && draw > 0) return [{ attribute: 'wattageW', atLeast: draw }];
    // A candidate CPU or video card adds its TDP to what the rest of the build draws.
    if ((category === 'cpu' || category === 'gpu') && psu?.wattageW != null)
      return [{ attribute: 'tdpW', atMost: psu.wattageW - draw }];
    return [];
  },
};

function consumers({ cpu, gpu }: Build): string {
  const parts = [
    cpu?.tdpW != null ? `CPU ${cpu.name} ${cpu.tdpW} W` : null,
    gpu?.tdpW != null ? `video card ${gpu.name} ${gpu.tdpW} W` : null,
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
