import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery } from 'urql';
import { bareList, graphql, outlinedPanel, type ResultOf } from '@gadgets/shared-ui';

export const CreditsSection_DataSourcesQuery = graphql(`
  query CreditsSection_DataSources {
    dataSources {
      id
      name
      usedFor
      licence
      licenceUrl
      sourceUrl
      attribution
    }
  }
`);

type DataSource = ResultOf<typeof CreditsSection_DataSourcesQuery>['dataSources'][number];

/**
 * The licences of our open data require visible attribution, so the page must show it even when the
 * API cannot answer: these mirror api/CREDITS.md and are replaced by the API's texts when it can.
 */
export const FALLBACK_SOURCES: DataSource[] = [
  {
    id: 'lineageos-wiki',
    name: 'LineageOS Wiki',
    usedFor: 'Phone specifications',
    licence: 'CC BY-SA 3.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
    sourceUrl: 'https://wiki.lineageos.org/devices/',
    attribution:
      'Phone specifications adapted from the [LineageOS Wiki](https://wiki.lineageos.org/devices/) (© The LineageOS Project and contributors), licensed under [CC BY-SA 3.0](https://creativecommons.org/licenses/by-sa/3.0/). Changes: subset selected, fields renamed, dates normalised. The phone catalogue derived from it stays under CC BY-SA 3.0.',
  },
  {
    id: 'buildcores-opendb',
    name: 'BuildCores OpenDB',
    usedFor: 'Laptop names and PC parts',
    licence: 'ODC-By 1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/by/1-0/',
    sourceUrl: 'https://github.com/buildcores/buildcores-open-db',
    attribution:
      'Contains information from [BuildCores OpenDB](https://github.com/buildcores/buildcores-open-db), which is made available under the [ODC Attribution License](https://opendatacommons.org/licenses/by/1-0/).',
  },
];

// A Markdown link, or a bare address (the LineageOS attribution names its repository that way).
const LINK = /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)|(https?:\/\/[^\s)]*[^\s).,;])/g;

/** Attribution texts are plain text with Markdown links and bare addresses; only those become elements. */
export function renderAttribution(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const href = match[2] ?? match[3]!;
    parts.push(
      <a key={index} href={href} target="_blank" rel="noopener noreferrer">
        {match[1] ?? href}
      </a>,
    );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function CreditsSection() {
  const [{ data, error }] = useQuery({ query: CreditsSection_DataSourcesQuery });
  const sources = data?.dataSources?.length ? data.dataSources : FALLBACK_SOURCES;
  if (error) console.warn('Data sources could not be loaded; showing the built-in credits', error);

  return (
    <section id="credits" aria-labelledby="credits-title">
      <h2 id="credits-title">Data sources and credits</h2>
      <p>
        Parts of our catalogue come from open data. We thank the people who collect it; their licences ask us to say so
        here.
      </p>
      <Sources>
        {sources.map((source) => (
          <li key={source.id}>
            <h3>{source.name}</h3>
            <p>
              <strong>Used for:</strong> {source.usedFor}. <strong>Licence:</strong>{' '}
              <a href={source.licenceUrl} target="_blank" rel="noopener noreferrer">
                {source.licence}
              </a>
              .
            </p>
            <p>
              {renderAttribution(source.attribution).map((part, index) => (
                <Fragment key={index}>{part}</Fragment>
              ))}
            </p>
          </li>
        ))}
      </Sources>
      <p>
        Laptop, bike and current flagship phone specifications were written by our editors from the makers&apos;
        published data; prices are launch list prices. Model pictures and brand marks are simple drawings of our own;
        brand names are trademarks of their owners.
      </p>
    </section>
  );
}

const Sources = styled.ul`
  ${bareList}
  li {
    margin-bottom: 12px;
    padding: 16px;
    ${outlinedPanel('surface')}
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 4px 0;
  }
`;
