/**
 * A control's options as one small code per model: models that satisfy the same options share a bucket (a brand's
 * models one bucket per brand; "at least N" steps one bucket per step reached), so counting every option of the
 * control over a set of models is one histogram of their codes, then each option's count the sum of its buckets.
 * Built once per catalogue change from the options' own bit sets, so an option holds exactly the models its
 * condition selects (unknown values in no bucket of a bound).
 */
import type { RowBits } from './finder-bits';

/** More buckets than this and a control is counted option by option (never for the finders' controls). */
const MAX_BUCKETS = 1 << 16;

export interface OptionBuckets {
  /** Each model's bucket. */
  codes: Uint16Array;
  bucketCount: number;
  /** For each option, the buckets whose models satisfy it. */
  bucketsOfOption: Int32Array[];
  /** Models per bucket over the whole catalogue: a set holding most models is counted as this minus the rest. */
  totals: Int32Array;
}

/** The buckets of a control whose options select `optionBits`, over `size` models; null past MAX_BUCKETS. */
export function optionBuckets(optionBits: readonly RowBits[], size: number): OptionBuckets | null {
  const codes = new Uint16Array(size);
  // Bucket 0 holds the models no option selects; each split adds a bucket "the parent's options and this one".
  const optionsOfBucket: number[][] = [[]];
  for (let option = 0; option < optionBits.length; option++) {
    const bits = optionBits[option]!;
    const split = new Int32Array(optionsOfBucket.length).fill(-1);
    for (let word = 0; word < bits.length; word++) {
      let rest = bits[word]! | 0;
      while (rest !== 0) {
        const low = rest & -rest;
        rest ^= low;
        const row = (word << 5) | (31 - Math.clz32(low));
        const bucket = codes[row]!;
        let next = split[bucket]!;
        if (next < 0) {
          if (optionsOfBucket.length >= MAX_BUCKETS) return null;
          next = optionsOfBucket.push([...optionsOfBucket[bucket]!, option]) - 1;
          split[bucket] = next;
        }
        codes[row] = next;
      }
    }
  }
  const bucketsOfOption = optionBits.map(() => [] as number[]);
  optionsOfBucket.forEach((options, bucket) => options.forEach((option) => bucketsOfOption[option]!.push(bucket)));
  const totals = new Int32Array(optionsOfBucket.length);
  for (let row = 0; row < size; row++) totals[codes[row]!]! += 1;
  return {
    codes,
    bucketCount: optionsOfBucket.length,
    bucketsOfOption: bucketsOfOption.map((buckets) => Int32Array.from(buckets)),
    totals,
  };
}
