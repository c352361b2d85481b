/**
 * The element that is a slide's APG group (`role="group"`, `aria-roledescription="slide"`). A
 * server's `<li>` may not take the group role (ARIA in HTML lists the roles an `li` allows; axe's
 * aria-allowed-role flagged every featured-carousel and tour-slider slide), so an `li` slide
 * becomes `role="none"` (allowed: its list is `role="none"` already) and its content moves, never
 * re-created, into a `<div>` that is the group. Any other slide (the gallery's) is its own group.
 */
import { keepingFocus } from './markup-snapshot.js';

export interface SlideGroup {
  readonly group: HTMLElement;
  /** Puts an `li`'s content back in it (its attributes are the widget's snapshot's to restore). */
  readonly undo: () => void;
}

export function slideGroup(slide: HTMLElement): SlideGroup {
  if (slide.localName !== 'li') return { group: slide, undo: () => {} };
  const group = slide.ownerDocument.createElement('div');
  group.className = 'sf-carousel__slide-group';
  keepingFocus(slide, () => {
    group.append(...slide.childNodes);
    slide.append(group);
  });
  slide.setAttribute('role', 'none');
  return {
    group,
    undo: () => {
      // Content added while it ran (a tour's player) goes back with the rest.
      keepingFocus(slide, () => group.replaceWith(...group.childNodes));
    },
  };
}
