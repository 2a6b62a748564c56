import { useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { barInRange, RangeHistogram } from '../../charts/range-histogram';
import { groupedNumber } from '../grouped-number';
import { useTypedBound } from './finder-controls';
import type { FinderHistogram } from './finder-histograms';
import { useSentValue } from './use-sent-value';

/** One bound of a range as a finder binds it: its value in the address's unit (undefined: no bound) and its change. */
interface FinderRangeBound {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

export interface FinderRangeProps {
  legend: string;
  /** The bounds' names (“Lowest price”), read by screen readers; a range may have only one of them. */
  lowLabel?: string;
  highLabel?: string;
  /** The unit as the names read it, in parentheses: “$”, “mAh”, “inches”. */
  unit: string;
  low?: FinderRangeBound | undefined;
  high?: FinderRangeBound | undefined;
  /** The API's histogram (in its units); without one only the exact boxes show. */
  histogram: FinderHistogram | undefined;
  /** API units per address unit (100: the API counts cents, the address keeps dollars). */
  scale?: number;
  /** The slider's step, in the address's unit. */
  step: number;
  /** A value as it reads (“$400”, “6.5"”), in the address's unit. */
  format: (value: number) => string;
  /** What the finder finds, for the histogram's text alternative (“phones”). */
  noun: string;
}

/**
 * A price range in whole dollars over the API's histogram in cents (the phone and laptop finders'): `step` dollars a
 * slider step.
 */
export function FinderPriceRange({
  low,
  high,
  histogram,
  step,
  noun,
}: Pick<FinderRangeProps, 'low' | 'high' | 'histogram' | 'step' | 'noun'>) {
  return (
    <FinderRange
      legend="Price"
      lowLabel="Lowest price"
      highLabel="Highest price"
      unit="$"
      low={low}
      high={high}
      histogram={histogram}
      scale={100}
      step={step}
      format={(dollars) => `$${groupedNumber(dollars)}`}
      noun={noun}
    />
  );
}

/** A screen size range in inches, a tenth of an inch a slider step (the phone and laptop finders'). */
export function FinderInchesRange(
  props: Pick<FinderRangeProps, 'legend' | 'lowLabel' | 'highLabel' | 'low' | 'high' | 'histogram' | 'noun'>,
) {
  return <FinderRange {...props} unit="inches" step={0.1} format={(size) => `${size}"`} />;
}

/** The slider's ends: the histogram's bars (the whole catalogue), in the address's unit on the step's grid. */
function endsOf(histogram: FinderHistogram, scale: number, step: number) {
  const snap = (value: number, round: (value: number) => number) => Number((round(value / step) * step).toFixed(6));
  return { from: snap(histogram.min / scale, Math.floor), to: snap(histogram.max / scale, Math.ceil) };
}

/**
 * A finder range as a two-thumb slider over a histogram of the models every other filter leaves (the API counts it),
 * the bars within the chosen range highlighted. The thumbs are two native range inputs stacked on one track, so keys
 * and screen readers work as with any slider; a thumb's value goes to the address when it is let go (or its key comes
 * up), not at every step of a drag. Two number boxes beside it show the values and take exact ones. A range with one
 * bound (the least battery) has one thumb.
 */
export function FinderRange(props: FinderRangeProps) {
  const { legend, lowLabel, highLabel, unit, low, high, histogram, scale = 1, step, format, noun } = props;
  // A thumb's value while it moves, before it goes to the address.
  // Kept in a ref as well: the key coming up may be handled before the re-render its move asked for.
  const [moving, setMovingState] = useState<{ low?: number; high?: number }>({});
  const movingNow = useRef(moving);
  const setMoving = (next: { low?: number; high?: number }) => {
    movingNow.current = next;
    setMovingState(next);
  };
  // A let-go value stays shown until the address has it (use-sent-value.ts).
  const lowSent = useSentValue(low?.value);
  const highSent = useSentValue(high?.value);
  const ends = histogram ? endsOf(histogram, scale, step) : null;
  const lowShown = moving.low ?? (lowSent.pending ? lowSent.latest : low?.value) ?? ends?.from ?? 0;
  const highShown = moving.high ?? (highSent.pending ? highSent.latest : high?.value) ?? ends?.to ?? 0;

  /** A thumb let go: its value to the address (an end of the slider is no bound), then no longer moving. */
  const commit = (which: 'low' | 'high') => {
    const { [which]: value, ...rest } = movingNow.current;
    if (value === undefined) return;
    setMoving(rest);
    const bound = which === 'low' ? low : high;
    const sent = which === 'low' ? lowSent : highSent;
    const atEnd = ends && (which === 'low' ? value <= ends.from : value >= ends.to);
    const next = atEnd ? undefined : value;
    if (!bound || next === sent.expected()) return;
    sent.send(next);
    bound.onChange(next);
  };
  const thumb = (which: 'low' | 'high', label: string) => {
    if (!ends) return null;
    const value = which === 'low' ? lowShown : highShown;
    return (
      <input
        type="range"
        aria-label={`${label} (${unit})`}
        aria-valuetext={format(value)}
        min={ends.from}
        max={ends.to}
        step={step}
        value={Math.min(ends.to, Math.max(ends.from, value))}
        onChange={(event) => {
          const next = Number(event.target.value);
          // The thumbs never cross: each stops at the other.
          const kept = which === 'low' ? Math.min(next, high ? highShown : ends.to) : Math.max(next, lowShown);
          setMoving({ ...movingNow.current, [which]: kept });
        }}
        onPointerUp={() => commit(which)}
        onKeyUp={() => commit(which)}
        onBlur={() => commit(which)}
      />
    );
  };

  const chosenFrom = low ? lowShown : (ends?.from ?? 0);
  const chosenTo = high ? highShown : (ends?.to ?? 0);
  const percent = (value: number) =>
    ends && ends.to > ends.from
      ? ((Math.min(ends.to, Math.max(ends.from, value)) - ends.from) / (ends.to - ends.from)) * 100
      : 0;

  return (
    <Fieldset>
      <legend>{legend}</legend>
      {histogram && ends && (
        <Chart>
          <RangeHistogram
            bars={histogram}
            from={chosenFrom * scale}
            to={chosenTo * scale}
            label={histogramSummary(histogram, { legend, noun, scale, format, from: chosenFrom, to: chosenTo })}
          />
          <Track>
            <Chosen style={{ left: `${percent(chosenFrom)}%`, right: `${100 - percent(chosenTo)}%` }} />
            {low && lowLabel && thumb('low', lowLabel)}
            {high && highLabel && thumb('high', highLabel)}
          </Track>
        </Chart>
      )}
      <Exact>
        {low && lowLabel && (
          <ExactBox label={`${lowLabel} (${unit}), exact`} bound={low} placeholder={ends ? format(ends.from) : 'Any'} />
        )}
        {low && high && <span aria-hidden="true">–</span>}
        {high && highLabel && (
          <ExactBox label={`${highLabel} (${unit}), exact`} bound={high} placeholder={ends ? format(ends.to) : 'Any'} />
        )}
      </Exact>
    </Fieldset>
  );
}

/** The histogram in words: what it counts over which range, and how many the chosen bars hold. */
function histogramSummary(
  histogram: FinderHistogram,
  {
    legend,
    noun,
    scale,
    format,
    from,
    to,
  }: { legend: string; noun: string; scale: number; format: (value: number) => string; from: number; to: number },
): string {
  const total = histogram.counts.reduce((sum, count) => sum + count, 0);
  const chosen = histogram.counts.reduce(
    (sum, count, place) => sum + (barInRange(histogram, place, from * scale, to * scale) ? count : 0),
    0,
  );
  return (
    `${legend}: ${groupedNumber(total)} ${noun} with the other filters, from ${format(histogram.min / scale)} ` +
    `to ${format(histogram.max / scale)}; the bars of the chosen range hold ${groupedNumber(chosen)}.`
  );
}

/** A bound typed exactly: applied on Enter or when the box is left (so typing '900' is one change). */
function ExactBox({ label, bound, placeholder }: { label: string; bound: FinderRangeBound; placeholder: string }) {
  const typed = useTypedBound(bound.value, bound.onChange);
  return <input type="number" min="0" inputMode="decimal" aria-label={label} placeholder={placeholder} {...typed} />;
}

const THUMB = 18;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 4px;
    font-weight: 700;
  }
`;

/** The histogram and the track share the thumbs' travel: the bars sit between the thumbs' centres at either end. */
const Chart = styled.div`
  padding: 0 ${THUMB / 2}px;
`;

/** A thumb of the two stacked range inputs: only the thumbs take the pointer, so both stay reachable. */
const thumb = css`
  pointer-events: auto;
  width: ${THUMB}px;
  height: ${THUMB}px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.accents.blue.text};
  cursor: pointer;
`;

const Track = styled.div`
  position: relative;
  height: ${THUMB + 4}px;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    height: 4px;
    margin-top: -2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  input[type='range'] {
    position: absolute;
    left: -${THUMB / 2}px;
    width: calc(100% + ${THUMB}px);
    top: 0;
    height: 100%;
    margin: 0;
    background: none;
    appearance: none;
    -webkit-appearance: none;
    pointer-events: none;
  }
  input[type='range']::-webkit-slider-runnable-track {
    background: none;
    border: 0;
  }
  input[type='range']::-moz-range-track {
    background: none;
    border: 0;
  }
  /* One rule each: a browser drops a whole rule whose selector list names another engine's pseudo-element. */
  input[type='range']::-webkit-slider-thumb {
    -webkit-appearance: none;
    ${thumb}
  }
  input[type='range']::-moz-range-thumb {
    ${thumb}
  }
`;

const Chosen = styled.div`
  position: absolute;
  top: 50%;
  height: 4px;
  margin-top: -2px;
  border-radius: 2px;
  background: ${({ theme }) => theme.series[0]};
`;

const Exact = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  input {
    flex: 1 1 0;
    min-width: 0;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.9rem;
  }
`;
