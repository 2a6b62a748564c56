import { useCallback, useRef } from 'react';

/**
 * After a failed submit, moves focus to the first field with an error, so keyboard and screen-reader
 * users land on what needs fixing. Waits a frame for the errors to render.
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useCallback(() => {
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }, []);
  return { formRef, focusFirstError };
}
