/**
 * How a scroll the desk makes itself moves: smoothly, unless the operating
 * system asks for reduced motion, where the view jumps (CSS transitions and
 * animations stop in base.css; a scroll asked from script is not CSS).
 */
export function scrollMotion(): ScrollBehavior {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
