import { createElement, useEffect, useReducer, type ComponentType } from 'react';

/**
 * A dropdown or overlay whose code loads when it is first opened (or when its trigger is hovered or
 * focused, via `preload`), keeping the first page load light. Once loaded it renders synchronously,
 * so opening it again never flashes. A failed load is forgotten, so the next opening tries again.
 */
export function lazyLayer<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;

  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        console.warn('A page control could not be loaded; it will be tried again when opened', error);
      },
    );
    return pending;
  };

  function LazyLayer(props: Props) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      // Always wait on the load and re-render: it may have finished between this render (which had
      // nothing to show) and this effect, and then nothing else would ever show the layer.
      let active = true;
      void preload().then(() => active && rerender());
      return () => {
        active = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }

  return Object.assign(LazyLayer, { preload });
}
