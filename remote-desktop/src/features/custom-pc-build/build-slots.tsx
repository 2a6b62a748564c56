import styled from 'styled-components';
import { bareList, outlinedPanel, outlinedPill, wrappingRow } from '@gadgets/shared-ui';
import type { BuildPart } from './build-part-fields';
import { specsOf } from './build-part-fields';
import type { VisitorPrices } from './build-prices';
import { BUILD_SLOTS, type SlotDefinition } from './build-slots-definition';
import { keySpecsOf } from './part-columns';
import { PartPrice } from './part-price';
import { accentFill } from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from '../../desktop-section';

interface BuildSlotsProps {
  parts: readonly BuildPart[];
  visitorPrices: VisitorPrices;
  onVisitorPrice: (partId: string, price: number | undefined) => void;
  /** Opens the picker for a slot; `replacingId` when changing a chosen part. */
  onChoose: (slot: SlotDefinition, replacingId: string | null) => void;
  onRemove: (partId: string) => void;
}

/** One row per slot: the chosen parts with their key specs and price, or a 'Choose a CPU'-style button. */
export function BuildSlots({ parts, visitorPrices, onVisitorPrice, onChoose, onRemove }: BuildSlotsProps) {
  return (
    <Slots aria-label="Your build">
      {BUILD_SLOTS.map((slot) => {
        const chosen = parts.filter((part) => part.category.toLowerCase() === slot.category);
        return (
          <li key={slot.category}>
            <SlotName>{slot.label}</SlotName>
            <div>
              {chosen.map((part, index) => (
                <ChosenPart key={`${part.id}-${index}`}>
                  <div>
                    <strong>{part.name}</strong>
                    <small>{keySpecsOf(slot.category, specsOf(part))}</small>
                  </div>
                  <PartPrice part={part} visitorPrice={visitorPrices[part.id]} onVisitorPrice={onVisitorPrice} />
                  <Actions>
                    <button type="button" aria-label={`Change ${part.name}`} onClick={() => onChoose(slot, part.id)}>
                      Change
                    </button>
                    <button type="button" aria-label={`Remove ${part.name}`} onClick={() => onRemove(part.id)}>
                      Remove
                    </button>
                  </Actions>
                </ChosenPart>
              ))}
              {chosen.length === 0 || slot.multiple ? (
                <ChooseButton type="button" onClick={() => onChoose(slot, null)}>
                  {chosen.length === 0 ? slot.chooseLabel : `Add ${slot.label}`}
                </ChooseButton>
              ) : null}
            </div>
          </li>
        );
      })}
    </Slots>
  );
}

const Slots = styled.ul`
  ${bareList}
  ${outlinedPanel('surface')}
  > li {
    display: grid;
    grid-template-columns: 130px 1fr;
    gap: 12px;
    padding: 12px 16px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:first-child {
    border-top: 0;
  }
`;

const SlotName = styled.span`
  font-weight: 700;
  padding-top: 6px;
`;

const ChosenPart = styled.div`
  ${wrappingRow('12px')}
  margin-bottom: 8px;
  > div:first-child {
    flex: 1 1 260px;
    display: flex;
    flex-direction: column;
    small {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  button {
    padding: 4px 12px;
    ${outlinedPill}
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ChooseButton = styled.button`
  padding: 6px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => accentFill(theme, DESKTOP_SECTION.accent)};
  color: ${({ theme }) => theme.accents[DESKTOP_SECTION.accent].contrastText};
  font-weight: 600;
  cursor: pointer;
`;
