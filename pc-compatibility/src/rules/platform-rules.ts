import type { Constraint } from '../constraints';
import { listOf, problem } from '../problems';
import { notStated, type Rule, sumOf } from './rule';

export const cpuSocketRule: Rule = {
  id: 'cpu-socket',
  check({ cpu, motherboard }) {
    if (!cpu?.socket || !motherboard?.socket || cpu.socket === motherboard.socket) return [];
    return [
      problem(
        'cpu-socket',
        'error',
        `CPU socket ${cpu.socket} does not match motherboard socket ${motherboard.socket}: ${cpu.name} does not fit ${motherboard.name}.`,
        [cpu.id, motherboard.id],
      ),
    ];
  },
  constrain(category, { cpu, motherboard }) {
    if (category === 'motherboard' && cpu?.socket) return [{ attribute: 'socket', oneOf: [cpu.socket] }];
    if (category === 'cpu' && motherboard?.socket) return [{ attribute: 'socket', oneOf: [motherboard.socket] }];
    return [];
  },
  unchecked({ cpu, motherboard }) {
    if (!cpu || !motherboard) return [];
    return notStated(
      [
        !cpu.socket && `the socket of CPU ${cpu.name}`,
        !motherboard.socket && `the socket of motherboard ${motherboard.name}`,
      ],
      `whether ${cpu.name} fits ${motherboard.name}`,
    );
  },
};

export const memoryTypeRule: Rule = {
  id: 'memory-type',
  check({ cpu, motherboard, memory }) {
    const problems = [];
    for (const kit of memory) {
      if (motherboard?.memoryType && kit.memoryType && kit.memoryType !== motherboard.memoryType) {
        problems.push(
          problem(
            'memory-type',
            'error',
            `Memory type ${kit.memoryType} does not match motherboard memory type ${motherboard.memoryType}: ${kit.name} does not fit ${motherboard.name}.`,
            [kit.id, motherboard.id],
          ),
        );
      }
      if (cpu && cpu.memoryTypes.length > 0 && kit.memoryType && !cpu.memoryTypes.includes(kit.memoryType)) {
        problems.push(
          problem(
            'memory-type',
            'error',
            `Memory type ${kit.memoryType} (${kit.name}) is not supported by CPU ${cpu.name}, which takes ${listOf(cpu.memoryTypes)}.`,
            [kit.id, cpu.id],
          ),
        );
      }
    }
    if (
      cpu &&
      cpu.memoryTypes.length > 0 &&
      motherboard?.memoryType &&
      !cpu.memoryTypes.includes(motherboard.memoryType)
    ) {
      problems.push(
        problem(
          'memory-type',
          'error',
          `Motherboard memory type ${motherboard.memoryType} (${motherboard.name}) is not supported by CPU ${cpu.name}, which takes ${listOf(cpu.memoryTypes)}.`,
          [motherboard.id, cpu.id],
        ),
      );
    }
    return problems;
  },
  constrain(category, { cpu, motherboard, memory }) {
    const constraints: Constraint[] = [];
    const cpuTypes = cpu?.memoryTypes ?? [];
    const kitTypes = memory.map((kit) => kit.memoryType).filter((type): type is string => Boolean(type));
    if (category === 'ram') {
      if (motherboard?.memoryType) constraints.push({ attribute: 'memoryType', oneOf: [motherboard.memoryType] });
      if (cpuTypes.length > 0) constraints.push({ attribute: 'memoryType', oneOf: cpuTypes });
    }
    if (category === 'motherboard') {
      for (const type of kitTypes) constraints.push({ attribute: 'memoryType', oneOf: [type] });
      if (cpuTypes.length > 0) constraints.push({ attribute: 'memoryType', oneOf: cpuTypes });
    }
    if (category === 'cpu') {
      for (const type of kitTypes) constraints.push({ attribute: 'supportedMemoryTypes', includesAny: [type] });
      if (motherboard?.memoryType)
        constraints.push({ attribute: 'supportedMemoryTypes', includesAny: [motherboard.memoryType] });
    }
    return constraints;
  },
};

export const memorySlotsRule: Rule = {
  id: 'memory-slots',
  check({ motherboard, memory }) {
    const modules = sumOf(memory, (kit) => kit.moduleCount);
    if (motherboard?.memorySlots == null || modules <= motherboard.memorySlots) return [];
    return [
      problem(
        'memory-slots',
        'error',
        `Memory ${listOf(memory.map((kit) => kit.name))} ${memory.length === 1 ? 'has' : 'have'} ${modules} modules, but motherboard ${motherboard.name} has ${motherboard.memorySlots} memory slots.`,
        [motherboard.id, ...memory.filter((kit) => kit.moduleCount != null).map((kit) => kit.id)],
      ),
    ];
  },
  constrain(category, { motherboard, memory }) {
    const modules = sumOf(memory, (kit) => kit.moduleCount);
    if (category === 'ram' && motherboard?.memorySlots != null)
      return [{ attribute: 'moduleCount', atMost: motherboard.memorySlots - modules }];
    if (category === 'motherboard' && modules > 0) return [{ attribute: 'memorySlots', atLeast: modules }];
    return [];
  },
};

export const memoryCapacityRule: Rule = {
  id: 'memory-capacity',
  check({ cpu, motherboard, memory }) {
    const total = sumOf(memory, (kit) => kit.capacityGb);
    const names = listOf(memory.map((kit) => kit.name));
    const ids = memory.filter((kit) => kit.capacityGb != null).map((kit) => kit.id);
    const limits = [
      { part: motherboard, label: 'motherboard', max: motherboard?.memoryMaxGb },
      { part: cpu, label: 'CPU', max: cpu?.maxMemoryGb },
    ];
    return limits.flatMap(({ part, label, max }) =>
      part && max != null && total > max
        ? [
            problem(
              'memory-capacity',
              'error',
              `Memory ${names} ${memory.length === 1 ? 'totals' : 'total'} ${total} GB, above the ${max} GB maximum of ${label} ${part.name}.`,
              [part.id, ...ids],
            ),
          ]
        : [],
    );
  },
  constrain(category, { cpu, motherboard, memory }) {
    const total = sumOf(memory, (kit) => kit.capacityGb);
    const constraints: Constraint[] = [];
    if (category === 'ram') {
      if (motherboard?.memoryMaxGb != null)
        constraints.push({ attribute: 'capacityGb', atMost: motherboard.memoryMaxGb - total });
      if (cpu?.maxMemoryGb != null) constraints.push({ attribute: 'capacityGb', atMost: cpu.maxMemoryGb - total });
    }
    if ((category === 'motherboard' || category === 'cpu') && total > 0)
      constraints.push({ attribute: 'memoryMaxGb', atLeast: total });
    return constraints;
  },
};

export const storageSlotsRule: Rule = {
  id: 'storage-slots',
  check({ motherboard, storage }) {
    if (!motherboard) return [];
    const kinds = [
      { kind: 'M.2' as const, noun: 'M.2 slot', free: motherboard.m2Slots },
      { kind: 'SATA' as const, noun: 'SATA port', free: motherboard.sataPorts },
    ];
    return kinds.flatMap(({ kind, noun, free }) => {
      const drives = storage.filter((drive) => drive.storageInterface === kind);
      if (free == null || drives.length <= free) return [];
      const one = drives.length === 1;
      return [
        problem(
          'storage-slots',
          'error',
          `${drives.length} ${kind} ${one ? 'drive' : 'drives'} (${listOf(drives.map((drive) => drive.name))}) ${one ? 'needs' : 'need'} ${drives.length} ${noun}${one ? '' : 's'}, but motherboard ${motherboard.name} has ${free}.`,
          [motherboard.id, ...drives.map((drive) => drive.id)],
        ),
      ];
    });
  },
  constrain(category, { motherboard, storage }) {
    const m2 = storage.filter((drive) => drive.storageInterface === 'M.2').length;
    const sata = storage.filter((drive) => drive.storageInterface === 'SATA').length;
    if (category === 'storage' && motherboard) {
      const open: string[] = [];
      if (motherboard.m2Slots == null || m2 < motherboard.m2Slots) open.push('M.2');
      if (motherboard.sataPorts == null || sata < motherboard.sataPorts) open.push('SATA');
      return [{ attribute: 'storageInterface', oneOf: open }];
    }
    if (category === 'motherboard') {
      return [
        ...(m2 > 0 ? [{ attribute: 'm2Slots' as const, atLeast: m2 }] : []),
        ...(sata > 0 ? [{ attribute: 'sataPorts' as const, atLeast: sata }] : []),
      ];
    }
    return [];
  },
};
