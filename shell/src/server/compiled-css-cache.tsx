import { useContext, useMemo, type ContextType, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';

type CssCompiler = ContextType<typeof StyleSheetContext>['stylis'];

/** Enough for every component and prop combination of the site many times over; cleared whole when full. */
const MAX_COMPILED_RULES = 20_000;

/**
 * styled-components compiles each component's CSS text with stylis once per style sheet, and the server starts a
 * new sheet for each page: the same text was compiled again on every render (about a tenth of one). The compiled
 * rules are a function of the text, selector and component alone, so one process keeps them for every render.
 */
export function cachingCompiler(compile: CssCompiler, maxRules = MAX_COMPILED_RULES): CssCompiler {
  /** By selector, prefix and component (short keys), then by the CSS text. */
  const compiled = new Map<string, Map<string, string[]>>();
  let size = 0;
  const cached = (css: string, selector = '', prefix = '', componentId = '&'): string[] => {
    const key = `${selector}\u0000${prefix}\u0000${componentId}`;
    let byText = compiled.get(key);
    const hit = byText?.get(css);
    if (hit) return hit;
    // Frozen: the same rules are handed to every later page's sheet, which only reads them.
    const rules = Object.freeze(compile(css, selector, prefix, componentId)) as string[];
    if (size >= maxRules) {
      compiled.clear();
      size = 0;
      byText = undefined;
    }
    if (!byText) compiled.set(key, (byText = new Map()));
    byText.set(css, rules);
    size += 1;
    return rules;
  };
  return Object.assign(cached, { hash: compile.hash });
}

/** One caching compiler per compiler styled-components hands out (it has one per configuration). */
const compilers = new WeakMap<CssCompiler, CssCompiler>();
function compilerFor(compile: CssCompiler): CssCompiler {
  let cached = compilers.get(compile);
  if (!cached) compilers.set(compile, (cached = cachingCompiler(compile)));
  return cached;
}

/** Renders its children with the surrounding style sheet and the process's cache of compiled CSS. */
export function CompiledCssCache({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: compilerFor(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
