/**
 * happy-dom lays nothing out, and Leaflet draws no marker in a map of size 0: the map's canvas is
 * given 600 × 400 px, or what `size` says at each read (a map that wakes hidden, then is shown),
 * for the tests of a file (call in beforeAll; the returned function undoes it).
 */
export function sizeMapCanvases(
  size: () => readonly [number, number] = () => [600, 400],
): () => void {
  const properties = ['clientWidth', 'clientHeight'] as const;
  for (const [index, property] of properties.entries())
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('sf-map__canvas') ? size()[index] : 0;
      },
    });
  return () => {
    for (const property of properties)
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[property];
  };
}
