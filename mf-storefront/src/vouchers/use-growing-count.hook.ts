import { startTransition, useEffect, useState } from 'react';

/** How many cards the first drawing of a list holds, and how many each later one adds. */
export const CARDS_PER_STEP = 24;

/**
 * How many of `total` items to draw: one step at once, then one step more in each following
 * task, as a transition. React slices a render but commits in one piece, so 150 cards put into
 * the page at once were one long task on a slow phone; in steps the browser paints and answers
 * input between them, and every card is there a moment later without any scrolling.
 */
export function useGrowingCount(total: number, step = CARDS_PER_STEP): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return undefined;
    const next = setTimeout(() => startTransition(() => setCount((drawn) => drawn + step)), 0);
    return () => clearTimeout(next);
  }, [count, total, step]);
  return Math.min(count, total);
}
