import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline `startAt` seconds from now, updated every second, and a
 * way to start again from `seconds`. It reads the clock rather than counting ticks, so a phone
 * that slept or a background tab whose timers ran late still shows the right time.
 */
export function useCountdown(seconds: number, startAt: number = seconds) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + startAt * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    // Wake at the deadline's next whole second, so the display is never a second behind.
    const untilNextSecond = (endsAt - Date.now()) % 1000 || 1000;
    const timer = setTimeout(() => setNow(Date.now()), untilNextSecond);
    return () => clearTimeout(timer);
  }, [running, endsAt, now]);

  const restart = useCallback(() => {
    const start = Date.now();
    setEndsAt(start + seconds * 1000);
    setNow(start);
  }, [seconds]);

  return { remaining, restart };
}

/** 300 → '5:00', 59 → '0:59'. */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
