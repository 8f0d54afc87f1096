import { useEffect, useRef } from "react";

/**
 * Moves focus to the element when `revealed` (the generator's count of results asked for) moves
 * on, and on mount when it already has: the teacher who pressed Generate or Open lands on the
 * result. A reload's restored passage (count 0) leaves focus alone.
 */
export function useFocusOnReveal<T extends HTMLElement>(revealed: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (revealed > 0) ref.current?.focus();
  }, [revealed]);
  return ref;
}
