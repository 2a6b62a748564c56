import { checkCandidate, compatibilityConstraints, matchesConstraints, partAttributes } from '../index';
import {
  aioCooler,
  am4OnlyCooler,
  atx650,
  atx850,
  bigDdr5Kit,
  corei5,
  ddr4Board,
  ddr4Kit,
  ddr5Kit,
  itxBoard,
  itxCase,
  longAtx,
  midTower,
  nvme,
  rtx5070,
  rtx5090,
  ryzen9700x,
  sataSsd,
  sfx750,
  towerCooler,
  unstatedPsuCase,
  x870eBoard,
  z790Board,
} from './parts-fixtures';

const everyPart = [
  aioCooler,
  am4OnlyCooler,
  atx650,
  atx850,
  bigDdr5Kit,
  corei5,
  ddr4Board,
  ddr4Kit,
  ddr5Kit,
  itxBoard,
  itxCase,
  longAtx,
  midTower,
  nvme(),
  rtx5070,
  rtx5090,
  ryzen9700x,
  sataSsd(),
  sfx750,
  towerCooler,
  unstatedPsuCase,
  x870eBoard,
  z790Board,
];

describe('a picker candidate', () => {
  it('replaces the part in its slot, so a board swap is judged against the rest of the build', () => {
    const build = [ryzen9700x, x870eBoard, ddr5Kit];
    expect(checkCandidate(build, itxBoard).compatible).toBe(true);
    const swap = checkCandidate(build, z790Board);
    expect(swap.compatible).toBe(false);
    expect(swap.problems[0]!.message).toMatch(/^CPU socket AM5 does not match motherboard socket LGA1700/);
  });

  it('is hidden by the stored-attribute constraints exactly when the rules give it an error', () => {
    const builds = [
      [],
      [ryzen9700x],
      [ryzen9700x, itxBoard, itxCase],
      [corei5, ddr4Board, ddr4Kit, atx650, rtx5090],
      [z790Board, bigDdr5Kit, sataSsd(), midTower, sfx750, towerCooler],
      [itxBoard, ddr5Kit, nvme(), itxCase, aioCooler],
    ];
    for (const build of builds) {
      for (const candidate of everyPart) {
        const constraints = compatibilityConstraints(candidate.category as never, build);
        const byConstraints = matchesConstraints(partAttributes(candidate), constraints);
        expect({ build: build.map((part) => part.name), candidate: candidate.name, compatible: byConstraints }).toEqual(
          {
            build: build.map((part) => part.name),
            candidate: candidate.name,
            compatible: checkCandidate(build, candidate).compatible,
          },
        );
      }
    }
  });
});
