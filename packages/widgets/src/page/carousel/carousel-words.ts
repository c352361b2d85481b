/**
 * The carousel's own words, which screen readers say: the APG pattern's role descriptions
 * ("carousel", "slide") and each slide's name ("2 of 5"). They were English on every page; these
 * config keys, shared by `gallery`, `tour-slider` and `featured-carousel`, let a site say them in
 * its language.
 */
import { text } from '../../config/widget-config.js';

export const CAROUSEL_WORDS = {
  /** A slide's accessible name; `{index}` and `{count}` are filled in. @default '{index} of {count}' */
  slideText: text('{index} of {count}', 200),
  /** The region's `aria-roledescription`. @default 'carousel' */
  carouselRoleText: text('carousel', 100),
  /** Each slide's `aria-roledescription`. @default 'slide' */
  slideRoleText: text('slide', 100),
};

export interface CarouselWords {
  readonly slideText: string;
  readonly carouselRoleText: string;
  readonly slideRoleText: string;
}
