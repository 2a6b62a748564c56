import { transformSync, type Options } from '@swc/core';
import { typescriptRule } from '../../src/typescript-rule.ts';

const SOURCE = `import styled from 'styled-components';
export const Card = styled.div\`padding: 8px;\`;
export const WideCard = styled(Card)\`width: 100%;\`;
`;

/** The component ids the rule's swc options give the declarations of a file. */
function componentIdsOf(target: 'es2020' | 'es2022', filename: string, source = SOURCE): string[] {
  const { options } = typescriptRule(true, target).use as { options: Options };
  const { code } = transformSync(source, { ...options, filename });
  return [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]!);
}

describe('the TypeScript rule of every build', () => {
  it('names each styled component from its file, the same in the browser and the server build', () => {
    const browser = componentIdsOf('es2020', '/repo/shared-ui/src/card.tsx');
    expect(browser).toHaveLength(2);
    expect(new Set(browser).size).toBe(2);
    expect(componentIdsOf('es2022', '/repo/shared-ui/src/card.tsx')).toEqual(browser);
    // Nothing about the machine or the checkout's folder goes into the name.
    expect(componentIdsOf('es2020', '/elsewhere/shared-ui/src/card.tsx')).toEqual(browser);
  });

  it('gives a file with other declarations other names', () => {
    const other = SOURCE.replace('padding: 8px', 'padding: 4px');
    expect(componentIdsOf('es2020', '/repo/shared-ui/src/chip.tsx', other)).not.toEqual(
      componentIdsOf('es2020', '/repo/shared-ui/src/card.tsx'),
    );
  });
});
