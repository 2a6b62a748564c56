import { listOf, problem } from '../problems';
import { notStated, type Rule } from './rule';

export const boardFormFactorRule: Rule = {
  id: 'board-form-factor',
  check({ motherboard, pcCase }) {
    const supported = pcCase?.supportedBoardFormFactors ?? [];
    if (!pcCase || !motherboard?.formFactor || supported.length === 0 || supported.includes(motherboard.formFactor))
      return [];
    return [
      problem(
        'board-form-factor',
        'error',
        `Motherboard form factor ${motherboard.formFactor} (${motherboard.name}) does not fit case ${pcCase.name}, which takes ${listOf(supported)} boards.`,
        [motherboard.id, pcCase.id],
      ),
    ];
  },
  constrain(category, { motherboard, pcCase }) {
    if (category === 'case' && motherboard?.formFactor)
      return [{ attribute: 'supportedBoardFormFactors', includesAny: [motherboard.formFactor] }];
    if (category === 'motherboard' && pcCase && pcCase.supportedBoardFormFactors.length > 0) {
      return [{ attribute: 'boardFormFactor', oneOf: pcCase.supportedBoardFormFactors }];
    }
    return [];
  },
  unchecked({ motherboard, pcCase }) {
    if (!motherboard || !pcCase) return [];
    return notStated(
      [
        !motherboard.formFactor && `the form factor of motherboard ${motherboard.name}`,
        pcCase.supportedBoardFormFactors.length === 0 && `which motherboards case ${pcCase.name} takes`,
      ],
      `whether ${motherboard.name} fits ${pcCase.name}`,
    );
  },
};

export const gpuLengthRule: Rule = {
  id: 'gpu-length',
  check({ gpu, pcCase }) {
    if (
      !gpu ||
      !pcCase ||
      gpu.lengthMm == null ||
      pcCase.maxGpuLengthMm == null ||
      gpu.lengthMm <= pcCase.maxGpuLengthMm
    )
      return [];
    return [
      problem(
        'gpu-length',
        'error',
        `Video card ${gpu.name} is ${gpu.lengthMm} mm long, but case ${pcCase.name} fits video cards up to ${pcCase.maxGpuLengthMm} mm.`,
        [gpu.id, pcCase.id],
      ),
    ];
  },
  constrain(category, { gpu, pcCase }) {
    if (category === 'gpu' && pcCase?.maxGpuLengthMm != null)
      return [{ attribute: 'lengthMm', atMost: pcCase.maxGpuLengthMm }];
    if (category === 'case' && gpu?.lengthMm != null) return [{ attribute: 'maxGpuLengthMm', atLeast: gpu.lengthMm }];
    return [];
  },
  unchecked({ gpu, pcCase }) {
    if (!gpu || !pcCase) return [];
    return notStated(
      [
        gpu.lengthMm == null && `the length of video card ${gpu.name}`,
        pcCase.maxGpuLengthMm == null && `the longest video card case ${pcCase.name} fits`,
      ],
      `whether ${gpu.name} fits ${pcCase.name}`,
    );
  },
};

/** Air coolers only: an AIO's height in the data is its radiator or pump, which the case's cooler clearance does not limit. */
export const coolerHeightRule: Rule = {
  id: 'cooler-height',
  check({ cooler, pcCase }) {
    if (
      !cooler ||
      !pcCase ||
      cooler.coolerType !== 'air' ||
      cooler.heightMm == null ||
      pcCase.maxCoolerHeightMm == null
    )
      return [];
    if (cooler.heightMm <= pcCase.maxCoolerHeightMm) return [];
    return [
      problem(
        'cooler-height',
        'error',
        `CPU cooler ${cooler.name} is ${cooler.heightMm} mm tall, but case ${pcCase.name} fits CPU coolers up to ${pcCase.maxCoolerHeightMm} mm.`,
        [cooler.id, pcCase.id],
      ),
    ];
  },
  constrain(category, { cooler, pcCase }) {
    if (category === 'cpu_cooler' && pcCase?.maxCoolerHeightMm != null)
      return [{ attribute: 'towerHeightMm', atMost: pcCase.maxCoolerHeightMm }];
    if (category === 'case' && cooler?.coolerType === 'air' && cooler.heightMm != null)
      return [{ attribute: 'maxCoolerHeightMm', atLeast: cooler.heightMm }];
    return [];
  },
  unchecked({ cooler, pcCase }) {
    if (!cooler || !pcCase) return [];
    if (cooler.coolerType === 'air') {
      return notStated(
        [
          cooler.heightMm == null && `the height of CPU cooler ${cooler.name}`,
          pcCase.maxCoolerHeightMm == null && `the tallest CPU cooler case ${pcCase.name} fits`,
        ],
        `whether ${cooler.name} fits ${pcCase.name}`,
      );
    }
    return [
      `The data does not list radiator mounts for case ${pcCase.name}, so whether the radiator of ${cooler.name} fits was not checked.`,
    ];
  },
};

/** Case form factors that take a power supply of this form factor (an SFX unit also fits an ATX mount, with a bracket). */
function casesTaking(psuFormFactor: string): string[] {
  if (psuFormFactor === 'SFX') return ['SFX', 'SFX-L', 'ATX'];
  if (psuFormFactor === 'SFX-L') return ['SFX-L', 'ATX'];
  return [psuFormFactor];
}

function psuFormsFitting(caseForms: readonly string[]): string[] {
  const all = caseForms.flatMap((form) =>
    form === 'ATX' ? ['ATX', 'SFX', 'SFX-L'] : form === 'SFX-L' ? ['SFX-L', 'SFX'] : [form],
  );
  return [...new Set(all)];
}

export const psuFormFactorRule: Rule = {
  id: 'psu-form-factor',
  check({ psu, pcCase }) {
    const supported = pcCase?.supportedPsuFormFactors ?? [];
    if (!psu?.formFactor || !pcCase || supported.length === 0 || supported.includes(psu.formFactor)) return [];
    const ids = [psu.id, pcCase.id];
    if (psuFormsFitting(supported).includes(psu.formFactor)) {
      return [
        problem(
          'psu-form-factor',
          'warning',
          `Power supply ${psu.name} is ${psu.formFactor}, and case ${pcCase.name} is built for ${listOf(supported)} power supplies: it needs an ${psu.formFactor}-to-ATX bracket.`,
          ids,
        ),
      ];
    }
    return [
      problem(
        'psu-form-factor',
        'error',
        `Power supply form factor ${psu.formFactor} (${psu.name}) does not fit case ${pcCase.name}, which takes ${listOf(supported)} power supplies.`,
        ids,
      ),
    ];
  },
  constrain(category, { psu, pcCase }) {
    if (category === 'psu' && pcCase && pcCase.supportedPsuFormFactors.length > 0) {
      return [{ attribute: 'psuFormFactor', oneOf: psuFormsFitting(pcCase.supportedPsuFormFactors) }];
    }
    if (category === 'case' && psu?.formFactor)
      return [{ attribute: 'supportedPsuFormFactors', includesAny: casesTaking(psu.formFactor) }];
    return [];
  },
  unchecked({ psu, pcCase }) {
    if (!psu || !pcCase || pcCase.supportedPsuFormFactors.length > 0) return [];
    return [
      `Case ${pcCase.name} does not state which power supply form factors it takes, so ${psu.name} (${psu.formFactor ?? 'form factor unknown'}) was not checked.`,
    ];
  },
};

export const psuLengthRule: Rule = {
  id: 'psu-length',
  check({ psu, pcCase }) {
    if (
      !psu ||
      !pcCase ||
      psu.lengthMm == null ||
      pcCase.maxPsuLengthMm == null ||
      psu.lengthMm <= pcCase.maxPsuLengthMm
    )
      return [];
    return [
      problem(
        'psu-length',
        'error',
        `Power supply ${psu.name} is ${psu.lengthMm} mm long, but case ${pcCase.name} fits power supplies up to ${pcCase.maxPsuLengthMm} mm.`,
        [psu.id, pcCase.id],
      ),
    ];
  },
  constrain(category, { psu, pcCase }) {
    if (category === 'psu' && pcCase?.maxPsuLengthMm != null)
      return [{ attribute: 'lengthMm', atMost: pcCase.maxPsuLengthMm }];
    if (category === 'case' && psu?.lengthMm != null) return [{ attribute: 'maxPsuLengthMm', atLeast: psu.lengthMm }];
    return [];
  },
  unchecked({ psu, pcCase }) {
    if (!psu || !pcCase) return [];
    return notStated(
      [
        psu.lengthMm == null && `the length of power supply ${psu.name}`,
        pcCase.maxPsuLengthMm == null && `the longest power supply case ${pcCase.name} fits`,
      ],
      `whether ${psu.name} fits ${pcCase.name}`,
    );
  },
};
