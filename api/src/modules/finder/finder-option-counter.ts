/**
 * Every control's option counts in one pass over the models that fail at most one control: a model that passes
 * every control counts for the options of every control; a model that fails exactly one control counts only for that
 * control's options (its own conditions are the ones an option replaces); a model failing two counts nowhere. Each
 * control's options are counted as a histogram of the models' bucket codes (finder-option-buckets.ts), so the cost
 * is one typed-array increment per listed model and control, not a popcount per option over the whole catalogue.
 * When most models match, the rest is listed instead and subtracted from the catalogue's totals. The working arrays
 * are kept from request to request (answers are computed one at a time).
 */
import type { RowBits } from './finder-bits';
import type { OptionBuckets } from './finder-option-buckets';

export interface CountedControl {
  key: string;
  buckets: OptionBuckets;
}

export class OptionCounter {
  private readonly rows: Int32Array;
  /** Per word, the models failing exactly one control. */
  private readonly failingOne: Uint32Array;
  private histogram = new Int32Array(256);

  constructor(private readonly everyRow: RowBits) {
    this.rows = new Int32Array(everyRow.length * 32);
    this.failingOne = new Uint32Array(everyRow.length);
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
    controls: readonly CountedControl[],
  ): number[][] {
    const size = this.everyRow.length * 32;
    const dense = matched * 2 > size;
    const listed = this.listRows(all, dense);
    if (controls.some((control) => keys.includes(control.key))) this.findFailingOne(masks);
    return controls.map(({ key, buckets }) => {
      const histogram = this.histogramOf(buckets, listed, dense);
      const position = keys.indexOf(key);
      if (position >= 0) this.addFailingOnly(histogram, buckets.codes, masks[position]!);
      return Array.from(buckets.bucketsOfOption, (bucketList) => {
        let total = 0;
        for (let place = 0; place < bucketList.length; place++) total += histogram[bucketList[place]!]!;
        return total;
      });
    });
  }

  /** Lists the matching models, or (dense) the models that do not match; returns how many. */
  private listRows(all: RowBits, dense: boolean): number {
    const { rows, everyRow } = this;
    let listed = 0;
    for (let word = 0; word < all.length; word++) {
      let rest = dense ? ~all[word]! & everyRow[word]! : all[word]!;
      while (rest !== 0) {
        const low = rest & -rest;
        rest ^= low;
        rows[listed++] = (word << 5) | (31 - Math.clz32(low));
      }
    }
    return listed;
  }

  /** Bit-parallel: per word, the models that failed none of the controls so far and those that failed one. */
  private findFailingOne(masks: readonly RowBits[]) {
    const { everyRow, failingOne } = this;
    for (let word = 0; word < everyRow.length; word++) {
      let none = everyRow[word]!;
      let one = 0;
      for (let control = 0; control < masks.length; control++) {
        const passing = masks[control]![word]!;
        one = (one & passing) | (none & ~passing);
        none &= passing;
      }
      failingOne[word] = one;
    }
  }

  /** The listed models' buckets counted (or, dense, subtracted from the catalogue's totals). */
  private histogramOf(buckets: OptionBuckets, listed: number, dense: boolean): Int32Array {
    if (this.histogram.length < buckets.bucketCount) this.histogram = new Int32Array(buckets.bucketCount);
    const histogram = this.histogram;
    const { codes } = buckets;
    const rows = this.rows;
    if (dense) {
      histogram.set(buckets.totals);
      for (let place = 0; place < listed; place++) histogram[codes[rows[place]!]!]! -= 1;
    } else {
      histogram.fill(0, 0, buckets.bucketCount);
      for (let place = 0; place < listed; place++) histogram[codes[rows[place]!]!]! += 1;
    }
    return histogram;
  }

  /** Adds the models that fail this control and no other. */
  private addFailingOnly(histogram: Int32Array, codes: Uint16Array, mask: RowBits) {
    const { failingOne } = this;
    for (let word = 0; word < failingOne.length; word++) {
      let rest = failingOne[word]! & ~mask[word]!;
      while (rest !== 0) {
        const low = rest & -rest;
        rest ^= low;
        histogram[codes[(word << 5) | (31 - Math.clz32(low))]!]! += 1;
      }
    }
  }
}
