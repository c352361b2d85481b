/** Whether the visitor asked for less motion: animations then jump to their end state. */
export function prefersReducedMotion(view: Window | null | undefined): boolean {
  return Boolean(view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
