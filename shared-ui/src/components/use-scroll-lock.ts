import { useEffect } from 'react';

const LOCKS = 'scrollLocks';

/**
 * Stops the page behind an overlay from scrolling while `locked`. Locks nest (search open, then a
 * lightbox): the count lives on <body> itself, so even two copies of this module on one page agree,
 * and the page's own overflow comes back only when the last lock is released.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked || typeof document === 'undefined') return undefined;
    const { body } = document;
    const count = Number(body.dataset[LOCKS] ?? 0);
    if (count === 0) body.dataset.scrollLockRestore = body.style.overflow;
    body.dataset[LOCKS] = String(count + 1);
    body.style.overflow = 'hidden';
    return () => {
      const remaining = Number(body.dataset[LOCKS] ?? 1) - 1;
      if (remaining > 0) {
        body.dataset[LOCKS] = String(remaining);
        return;
      }
      body.style.overflow = body.dataset.scrollLockRestore ?? '';
      delete body.dataset[LOCKS];
      delete body.dataset.scrollLockRestore;
    };
  }, [locked]);
}
