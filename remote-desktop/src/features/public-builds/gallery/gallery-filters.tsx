import {
  FinderChoiceSelect,
  FinderForm,
  FinderNumberInput,
  FinderPair,
  type finderBinding,
  type FinderControlOption,
} from '@gadgets/shared-ui/widgets';
import type { GalleryState } from './gallery-finder';

interface FilterOption {
  value: string;
  count: number;
}

interface GalleryFiltersProps {
  options: { cpus: readonly FilterOption[]; gpus: readonly FilterOption[] };
  /** The gallery's `finderBinding`: one filter's value and its change. */
  bind: ReturnType<typeof finderBinding<GalleryState>>;
}

/** A choice's options with their counts; a chosen value no published build has any more stays choosable (and undoable). */
function choicesOf(options: readonly FilterOption[], chosen: string | undefined): FinderControlOption<string>[] {
  const listed = options.map((option) => ({ value: option.value, label: option.value, count: option.count }));
  return chosen && !options.some((option) => option.value === chosen)
    ? [{ value: chosen, label: chosen, count: 0 }, ...listed]
    : listed;
}

/** The gallery's filters: CPU, video card (by chipset) and the total price's range, each a change of the address. */
export function GalleryFilters({ options, bind }: GalleryFiltersProps) {
  const cpu = bind('cpu');
  const gpu = bind('gpu');
  return (
    <FinderForm label="Filter public builds">
      <FinderChoiceSelect label="CPU" anyLabel="Any CPU" options={choicesOf(options.cpus, cpu.value)} {...cpu} />
      <FinderChoiceSelect
        label="Video card"
        anyLabel="Any video card"
        options={choicesOf(options.gpus, gpu.value)}
        {...gpu}
      />
      <FinderPair>
        <FinderNumberInput label="Total from ($)" {...bind('minPrice')} />
        <FinderNumberInput label="Total up to ($)" {...bind('maxPrice')} />
      </FinderPair>
    </FinderForm>
  );
}
