/**
 * Every control's option counts in one pass over the models that fail at most one control: a model that passes
 * every control counts for the options of every control; a model that fails exactly one control counts only for that
 * control's options (its own conditions are the ones an option replaces); a model failing two counts nowhere. Each
 * control's options are counted as a histogram of the models' bucket codes (finder-option-buckets.ts), so the cost
 * is one typed-array increment per listed model and control, not a popcount per option over the whole catalogue.
 * When most models match, the rest is listed instead and subtracted from the catalogue's totals. Controls with few
 * buckets are packed together (a model's code in a pack is its buckets in every member, mixed-radix), so one increment
 * per listed model counts several controls at once; a pack's histogram is then split back into its members'. The
 * working arrays are kept from request to request (answers are computed one at a time).
 *
 * A control whose buckets come in few runs of neighbouring models (the brand and the price, which the index keeps its
 * rows in order of) is counted by runs instead: a run's count is a difference of two ranks in the set (ranks read from
 * one prefix count of the set's words), so its cost is its runs, not the models listed. Such a control also leaves
 * the packs, so the models listed are counted for fewer packs.
 */
import { popcount, type RowBits } from './finder-bits';
import type { OptionBuckets } from './finder-option-buckets';

export interface CountedControl {
  key: string;
  buckets: OptionBuckets;
}

/** Codes of a pack at most: fewer packs cost more increments per model, larger ones more to split (1,024 measured best). */
const PACK_CODES = 1024;

interface Pack {
  codes: Uint16Array;
  codeCount: number;
  totals: Int32Array;
  /** For each member (a control's place in the plan), its bucket for each pack code. */
  members: { control: number; bucketOfCode: Uint16Array }[];
}

/** A control's buckets as runs of neighbouring models: run i is rows starts[i]..starts[i+1]-1, all in buckets[i]. */
interface Runs {
  starts: Int32Array;
  buckets: Uint16Array;
}

/** A list of controls as the counter counts it: each control's buckets, and the packs they share. */
export interface CountingPlan {
  controls: readonly CountedControl[];
  /** For each control (by place), its runs when it is counted by runs; null when it is counted in a pack. */
  runs: (Runs | null)[];
  packs: Pack[];
  /** Every model's code in every pack, a model's codes side by side (model m's code in pack p at m·packs + p). */
  interleaved: Uint16Array;
  /** Codes of the largest pack: each pack's histogram sits at its place times this in the joint one. */
  stride: number;
  /** The fixed cost of counting by packs (clearing and splitting their histograms), in array steps. */
  packCost: number;
}

/** A control's runs, or null when it has more than `most` (counting it by runs would cost more than listing). */
function runsOf(codes: Uint16Array, size: number, most: number): Runs | null {
  let count = size > 0 ? 1 : 0;
  for (let row = 1; row < size && count <= most; row++) if (codes[row] !== codes[row - 1]) count++;
  if (count > most) return null;
  const starts = new Int32Array(count + 1);
  const buckets = new Uint16Array(count);
  let run = 0;
  for (let row = 0; row < size; row++) {
    if (row > 0 && codes[row] === codes[row - 1]) continue;
    starts[run] = row;
    buckets[run++] = codes[row]!;
  }
  starts[count] = size;
  return { starts, buckets };
}

/**
 * Controls with at most `runsAtMost` runs (by default one per word of a set) are counted by runs; the others are
 * packed first-fit, largest first, into packs of at most PACK_CODES codes.
 */
export function countingPlan(
  controls: readonly CountedControl[],
  size: number,
  { packCodes = PACK_CODES, runsAtMost = Math.ceil(size / 32) }: { packCodes?: number; runsAtMost?: number } = {},
): CountingPlan {
  const runs = controls.map((control) => runsOf(control.buckets.codes, size, runsAtMost));
  const order = controls
    .map((_, place) => place)
    .filter((place) => !runs[place])
    .sort((a, b) => controls[b]!.buckets.bucketCount - controls[a]!.buckets.bucketCount);
  const groups: { members: number[]; codeCount: number }[] = [];
  for (const place of order) {
    const count = controls[place]!.buckets.bucketCount;
    const pack = groups.find((group) => group.codeCount * count <= packCodes);
    if (pack) {
      pack.members.push(place);
      pack.codeCount *= count;
    } else groups.push({ members: [place], codeCount: count });
  }
  const packs = groups.map(({ members, codeCount }) => {
    const codes = new Uint16Array(size);
    const bucketOfCode = members.map(() => new Uint16Array(codeCount));
    let stride = 1;
    members.forEach((place, member) => {
      const { codes: own, bucketCount } = controls[place]!.buckets;
      for (let row = 0; row < size; row++) codes[row]! += own[row]! * stride;
      for (let code = 0; code < codeCount; code++)
        bucketOfCode[member]![code] = Math.floor(code / stride) % bucketCount;
      stride *= bucketCount;
    });
    const totals = new Int32Array(codeCount);
    for (let row = 0; row < size; row++) totals[codes[row]!]! += 1;
    return {
      codes,
      codeCount,
      totals,
      members: members.map((control, member) => ({ control, bucketOfCode: bucketOfCode[member]! })),
    };
  });
  const packCost = packs.reduce((sum, pack) => sum + pack.codeCount * (1 + pack.members.length), 0);
  const interleaved = new Uint16Array(size * packs.length);
  packs.forEach((pack, place) => {
    for (let row = 0; row < size; row++) interleaved[row * packs.length + place] = pack.codes[row]!;
  });
  const stride = packs.reduce((largest, pack) => Math.max(largest, pack.codeCount), 1);
  return { controls, runs, packs, interleaved, stride, packCost };
}

export class OptionCounter {
  private readonly rows: Int32Array;
  /** Per word, the models failing exactly one control. */
  private readonly failingOne: Uint32Array;
  private histogram = new Int32Array(PACK_CODES);
  /** A set's models before each word (the prefix count run counting reads ranks from). */
  private readonly before: Int32Array;
  /** The models passing every control but one (run counting of an active control). */
  private readonly others: Uint32Array;
  /** Each control's histogram, by its place in the plan. */
  private histograms: Int32Array[] = [];

  /** `by`: how to count, for tests of both ways; otherwise the cheaper for each request. */
  constructor(
    private readonly everyRow: RowBits,
    private readonly by: 'cheaper' | 'packs' | 'controls' = 'cheaper',
  ) {
    this.rows = new Int32Array(everyRow.length * 32);
    this.failingOne = new Uint32Array(everyRow.length);
    this.before = new Int32Array(everyRow.length + 1);
    this.others = new Uint32Array(everyRow.length);
  }

  /**
   * For each control, each option's count. `all`: the models passing every control (`matched` of them); `masks`: each
   * active control's models (by `keys`, the same order).
   */
  count(
    all: RowBits,
    matched: number,
    keys: readonly string[],
    masks: readonly RowBits[],
    plan: CountingPlan,
  ): number[][] {
    const { controls, runs } = plan;
    const size = this.everyRow.length * 32;
    const dense = matched * 2 > size;
    const listed = this.listRows(all, matched, dense);
    const histograms = controls.map((control, place) => this.histogramFor(place, control.buckets.bucketCount));
    const packed = controls.length - runs.filter(Boolean).length;
    // By packs when their fixed cost is less than the increments they save (a few listed models: one by one).
    const byPacks = listed * plan.packs.length + plan.packCost < listed * packed;
    if (this.by === 'packs' || (this.by === 'cheaper' && byPacks)) {
      this.countPacks(plan, listed, dense, histograms);
    } else {
      controls.forEach((control, place) => {
        if (!runs[place]) this.countControl(control.buckets, listed, dense, histograms[place]!);
      });
    }
    // Over the matches (`before` holds their prefix count, from listRows); an active control's runs are counted over
    // the models passing every other control instead (below).
    runs.forEach((controlRuns, place) => {
      if (controlRuns && !keys.includes(controls[place]!.key)) this.countRuns(controlRuns, histograms[place]!, all);
    });
    if (controls.some((control) => keys.includes(control.key))) this.findFailingOne(masks);
    return controls.map(({ key, buckets }, place) => {
      const histogram = histograms[place]!;
      const position = keys.indexOf(key);
      if (position >= 0) {
        const controlRuns = runs[place];
        if (controlRuns) this.countRunsOfOthers(controlRuns, all, masks[position]!, histogram);
        else this.addOthers(histogram, buckets, all, matched, masks[position]!);
      }
      return Array.from(buckets.bucketsOfOption, (bucketList) => {
        let total = 0;
        for (let spot = 0; spot < bucketList.length; spot++) total += histogram[bucketList[spot]!]!;
        return total;
      });
    });
  }

  /** histogram = the set's models by bucket (`before` counted over the set), one rank difference per run. */
  private countRuns({ starts, buckets }: Runs, histogram: Int32Array, set: RowBits) {
    histogram.fill(0);
    const { before } = this;
    const words = set.length;
    let rank = 0;
    for (let run = 0; run < buckets.length; run++) {
      const end = starts[run + 1]!;
      const word = end >>> 5;
      // The set's models before row `end`: those before its word, and those of its word below its bit.
      const next = before[word]! + (word < words ? popcount(set[word]! & ~(-1 << (end & 31))) : 0);
      histogram[buckets[run]!]! += next - rank;
      rank = next;
    }
  }

  /** An active control counted by runs over the models passing every other control (the matches and its own misses). */
  private countRunsOfOthers(runs: Runs, all: RowBits, mask: RowBits, histogram: Int32Array) {
    const { failingOne, others, before } = this;
    // The set and its prefix count in one pass.
    let total = 0;
    for (let word = 0; word < others.length; word++) {
      const bits = all[word]! | (failingOne[word]! & ~mask[word]!);
      others[word] = bits;
      before[word] = total;
      total += popcount(bits | 0);
    }
    before[others.length] = total;
    this.countRuns(runs, histogram, others);
  }

  private histogramFor(place: number, bucketCount: number): Int32Array {
    let histogram = this.histograms[place];
    if (!histogram || histogram.length < bucketCount) {
      histogram = new Int32Array(bucketCount);
      this.histograms[place] = histogram;
    }
    return histogram;
  }

  /**
   * Lists the matching models, or (dense) the models that do not match; returns how many. Fills `before` with the
   * matches before each word on the way (the prefix count run counting reads), as listing counts them anyway.
   */
  private listRows(all: RowBits, matched: number, dense: boolean): number {
    const { rows, everyRow, before } = this;
    let listed = 0;
    for (let word = 0; word < all.length; word++) {
      before[word] = dense ? word * 32 - listed : listed;
      // `| 0`: a word past 2^31 stays a small integer, not a heap number.
      let rest = dense ? ~all[word]! & everyRow[word]! : all[word]! | 0;
      while (rest !== 0) {
        const low = rest & -rest;
        rest ^= low;
        rows[listed++] = (word << 5) | (31 - Math.clz32(low));
      }
    }
    before[all.length] = matched;
    return listed;
  }

  /** Bit-parallel: per word, the models that failed none of the controls so far and those that failed one. */
  private findFailingOne(masks: readonly RowBits[]) {
    const { everyRow, failingOne } = this;
    for (let word = 0; word < everyRow.length; word++) {
      let none = everyRow[word]! | 0;
      let one = 0;
      for (let control = 0; control < masks.length; control++) {
        const passing = masks[control]![word]!;
        one = (one & passing) | (none & ~passing);
        none &= passing;
      }
      failingOne[word] = one;
    }
  }

  /** One control's histogram: the listed models' buckets counted (or, dense, subtracted from the catalogue's totals). */
  private countControl(buckets: OptionBuckets, listed: number, dense: boolean, histogram: Int32Array) {
    tally(histogram, buckets.codes, buckets.totals, buckets.bucketCount, this.rows, listed, dense);
  }

  /**
   * Every pack's histogram in one pass over the listed models (a model's codes in every pack sit side by side, so one
   * model costs one read of neighbouring codes), each then split into its members' histograms.
   */
  private countPacks(plan: CountingPlan, listed: number, dense: boolean, histograms: Int32Array[]) {
    const { packs, interleaved, stride } = plan;
    const width = packs.length;
    if (this.histogram.length < width * stride) this.histogram = new Int32Array(width * stride);
    const joint = this.histogram;
    const { rows } = this;
    packs.forEach((pack, place) => {
      if (dense) joint.set(pack.totals, place * stride);
      else joint.fill(0, place * stride, place * stride + pack.codeCount);
    });
    const step = dense ? -1 : 1;
    // Three packs per pass, unrolled (a loop over the packs inside the loop over the models cost 10 % more, measured);
    // the last one or two packs by that loop.
    let first = 0;
    for (; first + 3 <= width; first += 3) {
      const one = first * stride;
      const two = one + stride;
      const three = two + stride;
      for (let spot = 0; spot < listed; spot++) {
        const base = rows[spot]! * width + first;
        joint[one + interleaved[base]!]! += step;
        joint[two + interleaved[base + 1]!]! += step;
        joint[three + interleaved[base + 2]!]! += step;
      }
    }
    if (first < width) {
      for (let spot = 0; spot < listed; spot++) {
        const base = rows[spot]! * width;
        for (let place = first; place < width; place++) joint[place * stride + interleaved[base + place]!]! += step;
      }
    }
    packs.forEach((pack, place) => {
      const offset = place * stride;
      for (const { control, bucketOfCode } of pack.members) {
        const histogram = histograms[control]!;
        histogram.fill(0);
        for (let code = 0; code < pack.codeCount; code++) histogram[bucketOfCode[code]!]! += joint[offset + code]!;
      }
    });
  }

  /**
   * Turns a control's histogram over the matches into one over the models passing every other control: adds those
   * that fail this control and no other, or, when they are more than the models failing another control, counts
   * the catalogue's totals less the latter.
   */
  private addOthers(histogram: Int32Array, buckets: OptionBuckets, all: RowBits, matched: number, mask: RowBits) {
    const { failingOne, everyRow } = this;
    let failingOnly = 0;
    for (let word = 0; word < failingOne.length; word++) failingOnly += popcount(failingOne[word]! & ~mask[word]!);
    const failingOther = everyRow.length * 32 - matched - failingOnly;
    const { codes } = buckets;
    if (failingOnly <= failingOther) {
      for (let word = 0; word < failingOne.length; word++) {
        let rest = failingOne[word]! & ~mask[word]!;
        while (rest !== 0) {
          const low = rest & -rest;
          rest ^= low;
          histogram[codes[(word << 5) | (31 - Math.clz32(low))]!]! += 1;
        }
      }
      return;
    }
    histogram.set(buckets.totals);
    for (let word = 0; word < failingOne.length; word++) {
      let rest = everyRow[word]! & ~(all[word]! | (failingOne[word]! & ~mask[word]!));
      while (rest !== 0) {
        const low = rest & -rest;
        rest ^= low;
        histogram[codes[(word << 5) | (31 - Math.clz32(low))]!]! -= 1;
      }
    }
  }
}

/** histogram = the codes of the listed rows counted, or (dense) the totals less the listed rows' codes. */
function tally(
  histogram: Int32Array,
  codes: Uint16Array,
  totals: Int32Array,
  codeCount: number,
  rows: Int32Array,
  listed: number,
  dense: boolean,
) {
  if (dense) {
    histogram.set(totals);
    for (let place = 0; place < listed; place++) histogram[codes[rows[place]!]!]! -= 1;
  } else {
    histogram.fill(0, 0, codeCount);
    for (let place = 0; place < listed; place++) histogram[codes[rows[place]!]!]! += 1;
  }
}
