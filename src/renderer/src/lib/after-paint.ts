/**
 * Runs `run` once the browser has painted its next frame (a frame, then a
 * task after it): for work that should not hold that frame back, such as
 * what follows the rows a list paints first. Returns a function that cancels
 * it if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
