import styled from 'styled-components';

/** Highlights and Drawbacks, the two lists under the sheet. */
export function BikeProsCons({ highlights, drawbacks }: { highlights: readonly string[]; drawbacks: readonly string[] }) {
  return (
    <Lists>
      {[
        { title: 'Highlights', items: highlights, mark: '✓' },
        { title: 'Drawbacks', items: drawbacks, mark: '✗' },
      ].map(({ title, items, mark }) => (
        <section key={title} aria-label={title}>
          <h2>{title}</h2>
          {items.length > 0 ? (
            <ul>
              {items.map((item) => (
                <li key={item}>
                  <span aria-hidden="true">{mark} </span>
                  {item}
                </li>
              ))}
            </ul>
          ) : (
            <p>N/A</p>
          )}
        </section>
      ))}
    </Lists>
  );
}

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 20px;
  margin-top: 24px;
  section {
    padding: 16px 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
  }
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  ul { margin: 0; padding: 0; list-style: none; }
  li + li { margin-top: 6px; }
`;
