import { useId } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { VisuallyHidden, type AccentName } from '@gadgets/shared-ui';
import { accentText } from '../accent-colors';
import { starsText } from './review-rules';

/** Gold for a given star, a quiet grey for one not given (the accent marks the focused one). */
export const starColor = (theme: DefaultTheme) => theme.colors.star;
const emptyStarColor = (theme: DefaultTheme) => theme.colors.starEmpty;

const FIVE_STARS = '★★★★★';
const STAR_VALUES = [1, 2, 3, 4, 5];

/** A rating as five stars filled in proportion (4.3 fills four and a third); read out as "4.3 out of 5 stars". */
export function StarsShown({ rating, size = '1rem' }: { rating: number; size?: string }) {
  const share = Math.min(Math.max(rating / 5, 0), 1);
  return (
    <Shown role="img" aria-label={`${rating} out of 5 stars`} style={{ fontSize: size }}>
      <span aria-hidden="true">{FIVE_STARS}</span>
      <Filled aria-hidden="true" style={{ width: `${share * 100}%` }}>
        {FIVE_STARS}
      </Filled>
    </Shown>
  );
}

interface StarPickerProps {
  value: number;
  onChange: (stars: number) => void;
  accent: AccentName;
}

/**
 * Five radio buttons ("1 star" … "5 stars") drawn as stars: the arrow keys move between them as in any radio group.
 * Each input covers its star, so a click on the star is a click on the input.
 */
export function StarPicker({ value, onChange, accent }: StarPickerProps) {
  const name = useId();
  return (
    <Picker>
      {STAR_VALUES.map((stars) => (
        <Choice key={stars} $given={stars <= value} $accent={accent}>
          <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
          <span aria-hidden="true">★</span>
          <VisuallyHidden>{starsText(stars)}</VisuallyHidden>
        </Choice>
      ))}
    </Picker>
  );
}

const Shown = styled.span`
  position: relative;
  display: inline-block;
  line-height: 1;
  letter-spacing: 0.1em;
  white-space: nowrap;
  color: ${({ theme }) => emptyStarColor(theme)};
`;

const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  color: ${({ theme }) => starColor(theme)};
`;

const Picker = styled.div`
  display: inline-flex;
  gap: 2px;
`;

const Choice = styled.label<{ $given: boolean; $accent: AccentName }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  font-size: 1.7rem;
  line-height: 1;
  color: ${({ theme, $given }) => ($given ? starColor(theme) : emptyStarColor(theme))};
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:hover {
    color: ${({ theme }) => starColor(theme)};
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme, $accent }) => accentText(theme, $accent)};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;
