import { useId, useState, type ReactNode } from 'react';
import type { AccentName } from '@gadgets/shared-ui';
import { SpecValueView } from '../spec-table/spec-table';
import { rowAsRead, useSpecUnits } from '../units/spec-units';
import type { CompareSection } from '../spec-sheet/spec-sheet';
import { ValueBar } from '../../charts/value-bar';
import { bestIndexes } from './better-value';
import { compareLeadsOf } from './compare-leads';
import { CompareSummary } from './compare-summary';
import { rowBarFractions } from './row-bars';
import { differingSectionsOf, rowCountOf, rowDiffers } from './differing-rows';
import { useSectionAccent } from '../section/section-descriptor';
import { BestBadge, Controls, DiffersBadge, Scroller, SectionTitle } from './compare-table-styles';

interface CompareTableProps {
  /** Column headers, one per compared model; `name` (once known) words the summary above the table. */
  columns: { key: string; header: ReactNode; name?: string | null }[];
  sections: CompareSection[];
  accent?: AccentName;
  /** Start with only the rows where the models differ (the visitor can still switch it off). */
  initialDifferencesOnly?: boolean;
  /** Mark each row where the models read differently ('Differs' beside its label). */
  markDifferences?: boolean;
}

/**
 * Models side by side, section by section, under a summary of where each leads; the better value of each comparable
 * row is marked 'Best', and a row of numbers draws each value as a bar.
 * The model names stay on top while the rows scroll, and on a narrow screen the table swipes sideways
 * inside its own frame (one model per column) so the page itself never scrolls sideways.
 */
export function CompareTable({
  columns,
  sections,
  accent: givenAccent,
  initialDifferencesOnly = false,
  markDifferences = false,
}: CompareTableProps) {
  const accent = useSectionAccent(givenAccent);
  const [differencesOnly, setDifferencesOnly] = useState(initialDifferencesOnly);
  const tableId = useId();
  // With one model there is nothing to tell apart: the switch stays visible but off.
  const canFilter = columns.length > 1;
  const filtering = differencesOnly && canFilter;
  const shown = filtering ? differingSectionsOf(sections, columns.length) : sections;
  const units = useSpecUnits();
  return (
    <div>
      <CompareSummary
        models={compareLeadsOf(
          sections,
          columns.map((column) => column.name),
          units,
        )}
        columnCount={columns.length}
      />
      <Controls>
        <label>
          <input
            type="checkbox"
            checked={filtering}
            disabled={!canFilter}
            aria-controls={tableId}
            onChange={(event) => setDifferencesOnly(event.target.checked)}
          />
          Show differences only
        </label>
        <p role="status">{filtering ? differencesText(rowCountOf(shown), rowCountOf(sections)) : ''}</p>
      </Controls>
      <Scroller
        role="region"
        aria-label="Comparison, scrolls sideways"
        tabIndex={0}
        $accent={accent}
        $columns={columns.length}
      >
        <table aria-label="Comparison" id={tableId}>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {shown.map((section) => (
            <CompareSectionRows
              key={section.title}
              section={section}
              columnCount={columns.length}
              accent={accent}
              markDifferences={markDifferences && canFilter}
            />
          ))}
          {filtering && shown.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={columns.length + 1}>These models read the same in every row.</td>
              </tr>
            </tbody>
          ) : null}
        </table>
      </Scroller>
    </div>
  );
}

const differencesText = (showing: number, total: number) =>
  `Showing ${showing} of ${total} rows: only those where the models differ.`;

function CompareSectionRows({
  section,
  columnCount,
  accent,
  markDifferences,
}: {
  section: CompareSection;
  columnCount: number;
  accent: AccentName;
  markDifferences: boolean;
}) {
  const headingId = useId();
  const units = useSpecUnits();
  return (
    <tbody aria-labelledby={headingId}>
      <tr>
        <th id={headingId} colSpan={columnCount + 1} scope="colgroup">
          <SectionTitle>{section.title}</SectionTitle>
        </th>
      </tr>
      {section.rows.map((row) => {
        const best = row.score ? bestIndexes(row.values, row.score, row.prefer) : new Set<number>();
        const shown = rowAsRead(row.label, row.values.slice(0, columnCount), units);
        const bars = rowBarFractions(shown.values, row.score);
        const differs = markDifferences && rowDiffers(row, columnCount);
        return (
          <tr key={row.label} data-differs={differs ? 'true' : undefined}>
            <th scope="row">
              {shown.label}
              {differs ? (
                <>
                  {' '}
                  <DiffersBadge $accent={accent}>Differs</DiffersBadge>
                </>
              ) : null}
            </th>
            {shown.values.map((value, index) => {
              const bar = bars?.[index];
              return (
                <td key={index} data-best={best.has(index) ? 'true' : undefined}>
                  <SpecValueView value={value} />
                  {best.has(index) ? <BestBadge $accent={accent}>Best</BestBadge> : null}
                  {bar != null ? <ValueBar fraction={bar} best={best.has(index)} accent={accent} /> : null}
                </td>
              );
            })}
          </tr>
        );
      })}
    </tbody>
  );
}
