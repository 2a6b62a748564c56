import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, ServerStyleSheet } from 'styled-components';
import { cachingCompiler, CompiledCssCache } from '../compiled-css-cache';

const compileStub = () => {
  const compile = jest.fn((css: string, selector = '', _prefix = '', componentId = '&') => [
    `${selector}{${css}}/*${componentId}*/`,
  ]);
  return Object.assign(compile, { hash: 'plugins-hash' });
};

describe('the compiled CSS a process keeps', () => {
  it('compiles each text once per selector and component, and answers the same rules after', () => {
    const compile = compileStub();
    const cached = cachingCompiler(compile);
    expect(cached.hash).toBe('plugins-hash');
    expect(cached('color: red;', '.a', undefined, 'sc-1')).toEqual(['.a{color: red;}/*sc-1*/']);
    expect(cached('color: red;', '.a', undefined, 'sc-1')).toEqual(['.a{color: red;}/*sc-1*/']);
    expect(compile).toHaveBeenCalledTimes(1);
    // Another text, selector or component is compiled on its own.
    cached('color: blue;', '.a', undefined, 'sc-1');
    cached('color: red;', '.b', undefined, 'sc-1');
    cached('color: red;', '.a', undefined, 'sc-2');
    cached('color: red;', '.a', '@keyframes', 'sc-1');
    expect(compile).toHaveBeenCalledTimes(5);
  });

  it('hands out rules no page can change for the next', () => {
    const cached = cachingCompiler(compileStub());
    expect(() => cached('color: red;', '.a').push('.evil{}')).toThrow(TypeError);
    expect(cached('color: red;', '.a')).toEqual(['.a{color: red;}/*&*/']);
  });

  it('stays bounded: when full it starts afresh', () => {
    const compile = compileStub();
    const cached = cachingCompiler(compile, 2);
    cached('a', '.a');
    cached('b', '.b');
    cached('c', '.c');
    cached('a', '.a');
    expect(compile).toHaveBeenCalledTimes(4);
  });
});

const Title = styled.h1<{ $accent: string }>`
  color: ${(props) => props.$accent};
  & + & {
    margin-top: 0;
  }
`;
const Global = createGlobalStyle`body { margin: 0; }`;

function stylesOf(page: React.ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(page));
    return `${sheet.getStyleTags()}${html}`;
  } finally {
    sheet.seal();
  }
}

describe('a page rendered with the compiled CSS kept', () => {
  const page = (accent: string) => (
    <>
      <Global />
      <Title $accent={accent}>Pixel</Title>
      <Title $accent="blue">Specs</Title>
    </>
  );

  it('has the same styles and markup as one compiled afresh, on every render', () => {
    const fresh = stylesOf(page('green'));
    expect(fresh).toContain('color:green');
    expect(stylesOf(<CompiledCssCache>{page('green')}</CompiledCssCache>)).toBe(fresh);
    expect(stylesOf(<CompiledCssCache>{page('green')}</CompiledCssCache>)).toBe(fresh);
    // A page whose props differ gets its own rules, not the last page's.
    expect(stylesOf(<CompiledCssCache>{page('red')}</CompiledCssCache>)).toBe(stylesOf(page('red')));
  });
});
