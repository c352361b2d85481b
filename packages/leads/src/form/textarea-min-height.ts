/**
 * SPEC 9.4: a resizable textarea is never less than 32 px tall. The legacy site's drag handle
 * stopped there; browsers now resize textareas themselves and let a visitor drag one down to a
 * sliver that hides what was typed. Each textarea of the form whose stylesheet sets no minimum of
 * its own, at least as tall, gets `min-height: 32px` (a theme's larger minimum stays); cleanup
 * takes off only what was set here.
 */
export const TEXTAREA_MIN_HEIGHT_PX = 32;

export function keepTextareaMinHeight(form: HTMLFormElement): () => void {
  const view = form.ownerDocument.defaultView;
  const set: HTMLTextAreaElement[] = [];
  for (const textarea of form.querySelectorAll('textarea')) {
    // Computed values are in px; `auto`, `0px` and none at all read as no minimum.
    const minimum = Number.parseFloat(view?.getComputedStyle(textarea).minHeight ?? '') || 0;
    if (textarea.style.minHeight || minimum >= TEXTAREA_MIN_HEIGHT_PX) continue;
    textarea.style.minHeight = `${TEXTAREA_MIN_HEIGHT_PX}px`;
    set.push(textarea);
  }
  return () => {
    for (const textarea of set) textarea.style.removeProperty('min-height');
  };
}
