import { type ComponentType } from 'react';
import { BrowserRouter, MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_GRAPHQL_URL,
  GadgetThemeProvider,
  GlobalStyle,
  SectionBoundary,
  SiteConfigProvider,
  SiteGraphqlProvider,
  type RemoteMountOptions,
  type SectionIdentity,
} from '@gadgets/shared-ui';
import { AnonymousGraphqlProvider } from './anonymous-graphql-provider';
import { useSectionSessionCheck } from './section-session-check';

interface SectionAppProps extends RemoteMountOptions {
  section: SectionIdentity;
  SectionRoutes: ComponentType;
  /** Standalone pages own the whole document; embedded ones must not restyle the host page. */
  ownsDocument: boolean;
  /** Mounted in a page that is not ours: anonymous, credential-free API access. */
  anonymous?: boolean;
}

/** A remote running outside the shell: alone on its origin, or mounted by an integrator. */
export function SectionApp({
  section,
  SectionRoutes,
  ownsDocument,
  anonymous = false,
  graphqlUrl = DEFAULT_GRAPHQL_URL,
  theme,
  routing = 'memory',
  basename,
  initialPath,
}: SectionAppProps) {
  const home = `/${section.section}`;
  const routes = (
    <Routes>
      <Route
        path={`${home}/*`}
        element={
          <SectionBoundary sectionName={section.title}>
            <SectionRoutes />
          </SectionBoundary>
        }
      />
      <Route path="*" element={<Navigate to={home} replace />} />
    </Routes>
  );
  const GraphqlProvider = anonymous ? AnonymousGraphqlProvider : SiteGraphqlProvider;
  return (
    <SiteConfigProvider graphqlUrl={graphqlUrl}>
      <GraphqlProvider url={graphqlUrl}>
        <GadgetThemeProvider mode={theme} colors={ownsDocument ? 'document' : 'plain'}>
          <SessionCheck />
          {ownsDocument && <GlobalStyle />}
          <Surface data-section={section.section}>
            {routing === 'browser' ? (
              <BrowserRouter basename={basename}>{routes}</BrowserRouter>
            ) : (
              <MemoryRouter initialEntries={[initialPath ?? home]}>{routes}</MemoryRouter>
            )}
          </Surface>
        </GadgetThemeProvider>
      </GraphqlProvider>
    </SiteConfigProvider>
  );
}

/** Without the shell, the section finds out for itself who is signed in. */
function SessionCheck() {
  useSectionSessionCheck();
  return null;
}

/** The section's own box: in a host page it carries the basics GlobalStyle would give, scoped to itself. */
const Surface = styled.div`
  font-family: ${({ theme }) => theme.font.body};
  line-height: 1.5;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  min-height: 100%;
  /* :where() adds no specificity, so the section's own link colours still win. */
  :where(*, *::before, *::after) {
    box-sizing: border-box;
  }
  :where(a) {
    color: inherit;
  }
  :where(button, input, select, textarea) {
    font: inherit;
  }
`;
