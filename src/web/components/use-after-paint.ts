import { useEffect, useState } from 'react';

const paints = () => typeof requestAnimationFrame === 'function';

/**
 * False until the browser has painted the screen as first rendered (a frame, then a task), then true: for what can
 * load after the first paint, so its requests do not start before the screen's largest text shows. True at once
 * where nothing paints frames.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(() => !paints());
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
