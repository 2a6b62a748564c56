import { useEffect, useRef, useState } from 'react';

/**
 * The values a control sent to the address, oldest first, until the address shows them. Meanwhile the control shows
 * the newest one sent, so it never jumps back to an older value while navigation catches up (ten quick key presses
 * send ten values; the address answers each in turn). A value the address shows that was never sent (Back, a reset)
 * wins, and the list is dropped. `undefined` is a value too: no bound.
 */
export function useSentValue(shown: number | undefined) {
  const [sent, setSentState] = useState<(number | undefined)[]>([]);
  // Kept in a ref as well: two events may come before the re-render the first asked for.
  const sentNow = useRef(sent);
  const setSent = (next: (number | undefined)[]) => {
    sentNow.current = next;
    setSentState(next);
  };
  useEffect(() => {
    const list = sentNow.current;
    if (list.length === 0) return;
    const index = list.lastIndexOf(shown);
    setSent(index === -1 ? [] : list.slice(index + 1));
  }, [shown]);
  return {
    /** Whether a sent value is still on its way: `latest` is then what the control shows. */
    pending: sent.length > 0,
    latest: sent.at(-1),
    /** What the address will show once it has caught up. */
    expected: () => (sentNow.current.length > 0 ? sentNow.current.at(-1) : shown),
    send: (value: number | undefined) => setSent([...sentNow.current, value]),
  };
}
