import type { BuildReport } from '@gadgets/pc-compatibility';
import styled from 'styled-components';
import { BuilderPanel } from './builder-panel';

interface BuildProblemsProps {
  report: BuildReport;
  partCount: number;
}

/** Every conflict explained: errors (the build will not work) apart from warnings (advice). */
export function BuildProblems({ report, partCount }: BuildProblemsProps) {
  const errors = report.problems.filter((problem) => problem.severity === 'error');
  const warnings = report.problems.filter((problem) => problem.severity === 'warning');
  return (
    <Panel aria-labelledby="build-compatibility-heading">
      <h2 id="build-compatibility-heading">Compatibility</h2>
      {partCount === 0 ? <p>Choose parts and every conflict between them shows here.</p> : null}
      {partCount > 0 && report.problems.length === 0 ? <Ok role="status">No compatibility problems found.</Ok> : null}
      {errors.length > 0 ? (
        <>
          <h3>Errors</h3>
          <ul aria-label="Errors">
            {errors.map((problem, index) => (
              <Item key={`${index}-${problem.message}`} $tone="error">
                {problem.message}
              </Item>
            ))}
          </ul>
        </>
      ) : null}
      {warnings.length > 0 ? (
        <>
          <h3>Warnings</h3>
          <ul aria-label="Warnings">
            {warnings.map((problem, index) => (
              <Item key={`${index}-${problem.message}`} $tone="warning">
                {problem.message}
              </Item>
            ))}
          </ul>
        </>
      ) : null}
      {report.unchecked.length > 0 ? (
        <>
          <h3>Not checked</h3>
          <ul aria-label="Not checked">
            {report.unchecked.map((note, index) => (
              <Item key={`${index}-${note}`} $tone="note">
                {note}
              </Item>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

const Panel = styled(BuilderPanel)`
  h3 {
    margin: 12px 0 4px;
    font-size: 0.95rem;
  }
  ul {
    gap: 6px;
  }
`;

const Ok = styled.p`
  color: ${({ theme }) => theme.colors.success};
  margin: 0;
`;

const Item = styled.li<{ $tone: 'error' | 'warning' | 'note' }>`
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'warning' ? theme.accents.orange.base : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.accents.red.soft : $tone === 'warning' ? theme.accents.orange.soft : 'transparent')};
`;
