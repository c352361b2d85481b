/**
 * The tour slider's config (SPEC 3.21). The legacy option names are kept so a site's existing
 * settings paste in unchanged: `visibleNearby.centerArea`, `slidesSpacing`, `max_height`,
 * `breakpoint`, `breakpointCenterArea` (top level, or inside `visibleNearby` as RoyalSlider had
 * them), `responsiveRS` and the aspect ratio (`aspectRatio`: a number, or "16:9" / "16/9").
 * The SPEC gives no values; the defaults below are ours and documented in the README.
 */

import type { ConfigIssue } from '@stayfront/loader';
import {
  defineWidgetConfig,
  flag,
  integer,
  isRecord,
  optionalText,
  type ParsedValue,
  type Reader,
  reader,
  text,
} from '../../config/widget-config.js';
import { CAROUSEL_WORDS } from '../carousel/carousel-words.js';
import { DEFAULT_VIDEO_HOSTS, hostList } from '../video/player.js';
import type { TourGeometry } from './tour-layout.js';

export const TOUR_DEFAULTS: TourGeometry = {
  centerArea: 0.6,
  breakpoint: 768,
  breakpointCenterArea: 0.85,
  slidesSpacing: 8,
  maxHeight: 520,
  aspectRatio: 16 / 9,
};

/**
 * A finite number from `min` to `max`, fractions allowed. Here, its only user, rather than in
 * config/widget-config.ts: that module is in the chunk every search page loads.
 */
const decimal = (fallback: number, min: number, max: number): Reader<number> =>
  reader(
    fallback,
    (value) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max,
    `a number from ${min} to ${max}`,
  );

const AREA = [0.1, 1] as const;
const WIDTH = [0, 10_000] as const;

interface VisibleNearby {
  /** false shows one whole slide at a time, as RoyalSlider did. */
  readonly enabled: boolean;
  readonly centerArea: number;
  readonly breakpoint: number | null;
  readonly breakpointCenterArea: number | null;
}

/**
 * `visibleNearby`: `{ enabled?, centerArea, breakpoint?, breakpointCenterArea? }`. An unknown key
 * (`centreArea`) is warned about, as top-level ones are (defineWidgetConfig): a typo never breaks
 * the slider.
 */
const visibleNearby: Reader<VisibleNearby> = (value, path, issues, element) => {
  const fallback = {
    enabled: true,
    centerArea: TOUR_DEFAULTS.centerArea,
    breakpoint: null,
    breakpointCenterArea: null,
  };
  if (value === undefined) return fallback;
  if (!isRecord(value)) {
    issues.push({ path, message: 'expected an object such as { "centerArea": 0.6 }' });
    return fallback;
  }
  const unknown = Object.keys(value).filter(
    (key) => !['enabled', 'centerArea', 'breakpoint', 'breakpointCenterArea'].includes(key),
  );
  if (unknown.length)
    console.warn(
      `Stayfront tour-slider: unknown config key(s) ${unknown.map((key) => `${path}.${key}`).join(', ')} ignored.`,
      element,
    );
  return {
    enabled: flag(true)(value.enabled, `${path}.enabled`, issues),
    centerArea: decimal(TOUR_DEFAULTS.centerArea, ...AREA)(
      value.centerArea,
      `${path}.centerArea`,
      issues,
    ),
    breakpoint: optional(integer(0, ...WIDTH))(value.breakpoint, `${path}.breakpoint`, issues),
    breakpointCenterArea: optional(decimal(0, ...AREA))(
      value.breakpointCenterArea,
      `${path}.breakpointCenterArea`,
      issues,
    ),
  };
};

/** null when absent, else what `read` makes of the value. */
function optional<T>(read: Reader<T>): Reader<T | null> {
  return (value, path, issues) => (value === undefined ? null : read(value, path, issues));
}

const RATIO = /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/;

/** Width over height: a number from 0.2 to 5, or "16:9" / "16/9". */
const aspectRatio: Reader<number> = (value, path, issues: ConfigIssue[]) => {
  if (value === undefined) return TOUR_DEFAULTS.aspectRatio;
  let ratio = typeof value === 'number' ? value : Number.NaN;
  const match = typeof value === 'string' ? RATIO.exec(value) : null;
  if (match) ratio = Number(match[1]) / Number(match[2]);
  if (Number.isFinite(ratio) && ratio >= 0.2 && ratio <= 5) return ratio;
  issues.push({
    path,
    message: 'expected a width/height ratio from 0.2 to 5, e.g. 1.78 or "16:9"',
  });
  return TOUR_DEFAULTS.aspectRatio;
};

export const parseTourSliderConfig = defineWidgetConfig('tour-slider', {
  /** The carousel's accessible name; by default its own `aria-labelledby`, else 'Tours'. */
  label: optionalText(200),
  /** Whether the last slide leads back to the first. @default false */
  loop: flag(false),
  /** The selected slide's share of the width, and optionally the narrow-screen settings. */
  visibleNearby,
  /** Pixels between slides. @default 8 */
  slidesSpacing: integer(TOUR_DEFAULTS.slidesSpacing, 0, 200),
  /** The tallest a slide may be, in CSS pixels. @default 520 */
  max_height: integer(TOUR_DEFAULTS.maxHeight, 50, 4000),
  /** Below this slider width, `breakpointCenterArea` applies. @default 768 */
  breakpoint: optional(integer(TOUR_DEFAULTS.breakpoint, ...WIDTH)),
  /** The selected slide's share of the width below the breakpoint. @default 0.85 */
  breakpointCenterArea: optional(decimal(TOUR_DEFAULTS.breakpointCenterArea, ...AREA)),
  /** Whether the sizes follow the slider's width as the window resizes. @default true */
  responsiveRS: flag(true),
  /** Width over height of a slide. @default 16/9 */
  aspectRatio,
  /** The previous button's accessible name. @default 'Previous tour' */
  previousText: text('Previous tour', 200),
  /** The next button's accessible name. @default 'Next tour' */
  nextText: text('Next tour', 200),
  /** The live text; `{index}` and `{count}` are filled in. @default 'Tour {index} of {count}' */
  statusText: text('Tour {index} of {count}', 200),
  ...CAROUSEL_WORDS,
  /** Hosts whose players may be embedded. @default DEFAULT_VIDEO_HOSTS */
  hosts: hostList(DEFAULT_VIDEO_HOSTS),
});

export type TourSliderConfig = ParsedValue<typeof parseTourSliderConfig>;

/** The geometry a config asks for; the top-level breakpoint keys win over `visibleNearby`'s. */
export function tourGeometry(config: TourSliderConfig): TourGeometry {
  const nearby = config.visibleNearby;
  return {
    centerArea: nearby.enabled ? nearby.centerArea : 1,
    breakpoint: config.breakpoint ?? nearby.breakpoint ?? TOUR_DEFAULTS.breakpoint,
    breakpointCenterArea: nearby.enabled
      ? (config.breakpointCenterArea ??
        nearby.breakpointCenterArea ??
        TOUR_DEFAULTS.breakpointCenterArea)
      : 1,
    slidesSpacing: config.slidesSpacing,
    maxHeight: config.max_height,
    aspectRatio: config.aspectRatio,
  };
}
