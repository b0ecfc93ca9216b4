import { useState } from 'react';

/**
 * True from the first render on which `condition` holds, for good. A part of the shell loaded on
 * demand stays mounted once it has been needed, so its closing animation still plays.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
