/**
 * The virtual tour slider's geometry (SPEC 3.21), as a pure function of its options and the
 * slider's width: the selected slide takes `centerArea` of the width (`breakpointCenterArea`
 * below `breakpoint`), its neighbours show in what is left, `slidesSpacing` pixels apart, and the
 * height follows the aspect ratio up to `max_height` (the slide narrows rather than distort).
 */

export interface TourGeometry {
  /** Fraction of the slider's width for the selected slide, above the breakpoint. */
  readonly centerArea: number;
  /** Below this slider width (CSS pixels), `breakpointCenterArea` applies. */
  readonly breakpoint: number;
  readonly breakpointCenterArea: number;
  /** Pixels between two slides. */
  readonly slidesSpacing: number;
  /** The tallest a slide may be, in CSS pixels. */
  readonly maxHeight: number;
  /** Width divided by height. */
  readonly aspectRatio: number;
}

export interface TourLayout {
  /** The slide's visible width, without the spacing. */
  readonly slideWidth: number;
  readonly height: number;
  /** The width each slide takes in the row: its own plus one spacing. */
  readonly step: number;
}

export function tourLayout(geometry: TourGeometry, sliderWidth: number): TourLayout {
  const width = Math.max(0, sliderWidth);
  const area = width < geometry.breakpoint ? geometry.breakpointCenterArea : geometry.centerArea;
  const slideWidth = Math.floor(Math.min(width * area, geometry.maxHeight * geometry.aspectRatio));
  return {
    slideWidth,
    height: Math.round(slideWidth / geometry.aspectRatio),
    step: slideWidth + geometry.slidesSpacing,
  };
}
