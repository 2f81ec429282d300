import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `seconds` from the last (re)start; 0 once run out. */
export function useCountdown(seconds: number): [left: number, restart: () => void] {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (now >= endsAt) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [now, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return [Math.max(0, Math.ceil((endsAt - now) / 1000)), restart];
}

/** '0:30', '1:05': what is left, as a clock. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
