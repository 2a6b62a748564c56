import type { Build } from '../build';
import { listOf, problem } from '../problems';
import { notStated, type Rule } from './rule';

/** The socket the cooler mounts on: the CPU's, else the board's when no CPU is chosen yet. */
function mountOf({ cpu, motherboard }: Build) {
  if (cpu?.socket) return { socket: cpu.socket, part: cpu, label: 'CPU' };
  if (motherboard?.socket) return { socket: motherboard.socket, part: motherboard, label: 'motherboard' };
  return null;
}

export const coolerSocketRule: Rule = {
  id: 'cooler-socket',
  check(build) {
    const { cooler } = build;
    const mount = mountOf(build);
    if (!cooler || !mount || cooler.supportedSockets.length === 0 || cooler.supportedSockets.includes(mount.socket))
      return [];
    return [
      problem(
        'cooler-socket',
        'error',
        `CPU cooler ${cooler.name} does not support socket ${mount.socket} of ${mount.label} ${mount.part.name}; it supports ${listOf(cooler.supportedSockets)}.`,
        [cooler.id, mount.part.id],
      ),
    ];
  },
  constrain(category, build) {
    const { cooler, cpu } = build;
    const mount = mountOf(build);
    if (category === 'cpu_cooler' && mount) return [{ attribute: 'supportedSockets', includesAny: [mount.socket] }];
    const sockets = cooler?.supportedSockets ?? [];
    if (sockets.length === 0) return [];
    if (category === 'cpu') return [{ attribute: 'socket', oneOf: sockets }];
    // The board's socket matters to the cooler only while no CPU is chosen.
    if (category === 'motherboard' && !cpu?.socket) return [{ attribute: 'socket', oneOf: sockets }];
    return [];
  },
  unchecked(build) {
    const { cooler } = build;
    const mount = mountOf(build);
    if (!cooler || !mount) return [];
    return notStated(
      [cooler.supportedSockets.length === 0 && `the sockets CPU cooler ${cooler.name} supports`],
      `whether it mounts on socket ${mount.socket}`,
    );
  },
};
