import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import {
  defineSection,
  SectionProvider,
  useComparableSection,
  useSectionAccent,
  useSectionLook,
  type ComparableSectionDescriptor,
  type SectionDescriptor,
} from '../section-descriptor';

const bikes: SectionDescriptor = {
  section: 'bike',
  basePath: '/bike',
  accent: 'orange',
  headingNoun: 'Bike',
  nouns: { one: 'bike', many: 'bikes' },
  pageSize: 12,
  placeholder: '🏍️',
};
const laptops: ComparableSectionDescriptor = {
  ...bikes,
  section: 'laptop',
  accent: 'blue',
  compare: {
    path: '/laptop/compare',
    title: 'Compare laptops',
    nouns: { one: 'laptop', many: 'laptops' },
    browseLabel: 'Find laptops',
    searchPlaceholder: 'Search',
  },
};
const inside = (section: SectionDescriptor) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <SectionProvider section={section}>{children}</SectionProvider>;
  };

describe('the section descriptor', () => {
  it("colours a widget with the accent it is given, else its section's, else the widget default outside any section", () => {
    expect(renderHook(() => useSectionAccent('red'), { wrapper: inside(bikes) }).result.current).toBe('red');
    expect(renderHook(() => useSectionAccent(undefined), { wrapper: inside(bikes) }).result.current).toBe('orange');
    expect(renderHook(() => useSectionAccent(undefined)).result.current).toBe('blue');
    expect(renderHook(() => useSectionAccent(undefined, 'green')).result.current).toBe('green');
  });

  it('gives the compare frames a comparable section, and refuses one without a comparison page', () => {
    expect(renderHook(() => useComparableSection(), { wrapper: inside(laptops) }).result.current.compare.path).toBe(
      '/laptop/compare',
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useComparableSection(), { wrapper: inside(bikes) })).toThrow(
      'The bike section has no comparison page.',
    );
    expect(() => renderHook(() => useComparableSection())).toThrow('needs a <SectionProvider>');
  });

  it("gives a model widget the placeholder it is given, else its section's, else a phone outside any section", () => {
    const look = (given: Parameters<typeof useSectionLook>[0], section?: SectionDescriptor) =>
      renderHook(() => useSectionLook(given), section ? { wrapper: inside(section) } : {}).result.current;
    expect(look({ imagePlaceholder: '🚲' }, bikes)).toEqual({ accent: 'orange', placeholder: '🚲' });
    expect(look({ accent: 'red' }, bikes)).toEqual({ accent: 'red', placeholder: '🏍️' });
    expect(look({})).toEqual({ accent: 'blue', placeholder: '📱' });
  });

  it('puts a declared section under its path and accent in the section table, and calls its models by its name unless told otherwise', () => {
    const declared = defineSection({
      section: 'bike',
      headingNoun: 'Bike',
      pageSize: 12,
      placeholder: '🏍️',
    });
    expect(declared).toEqual(bikes);
    const parts = defineSection({
      section: 'desktop',
      headingNoun: 'Part',
      nouns: { one: 'part', many: 'parts' },
      pageSize: 10,
      placeholder: '🖥️',
    });
    expect(parts.basePath).toBe('/desktop');
    expect(parts.accent).toBe('green');
    expect(parts.nouns).toEqual({ one: 'part', many: 'parts' });
  });
});
