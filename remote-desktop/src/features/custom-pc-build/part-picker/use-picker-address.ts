import { useFinderAddress } from '@gadgets/shared-ui/widgets';
import { BUILD_SLOTS, type SlotDefinition } from '../build-slots-definition';
import { PART_PICKER } from './picker-address';

/**
 * Which slot's picker is open (and which part it would replace) lives in the address with the picker's filters, so a
 * reload or a shared link opens the same picker. Changing the build writes only the build, which closes it.
 */
export function usePickerAddress() {
  const [state, show] = useFinderAddress(PART_PICKER);
  const slot = BUILD_SLOTS.find((candidate) => candidate.category === state.slot);
  return {
    picking: slot ? { slot, replacingId: state.replace ?? null } : null,
    state,
    show,
    open: (next: SlotDefinition, replacingId: string | null) =>
      show({ ...PART_PICKER.empty, slot: next.category, replace: replacingId ?? undefined }),
    close: () => show(PART_PICKER.empty),
  };
}
