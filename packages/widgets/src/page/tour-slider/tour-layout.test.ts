import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TourGeometry, tourLayout } from './tour-layout.js';

const GEOMETRY: TourGeometry = {
  centerArea: 0.6,
  breakpoint: 768,
  breakpointCenterArea: 0.85,
  slidesSpacing: 8,
  maxHeight: 520,
  aspectRatio: 16 / 9,
};

describe('tourLayout (SPEC 3.21)', () => {
  it('gives the selected slide centerArea of a wide slider, at the aspect ratio', () => {
    expect(tourLayout(GEOMETRY, 1000)).toEqual({ slideWidth: 600, height: 338, step: 608 });
  });

  it('uses breakpointCenterArea below the breakpoint, centerArea from it up', () => {
    expect(tourLayout(GEOMETRY, 767).slideWidth).toBe(651);
    expect(tourLayout(GEOMETRY, 768).slideWidth).toBe(460);
    expect(tourLayout(GEOMETRY, 375)).toEqual({ slideWidth: 318, height: 179, step: 326 });
  });

  it('narrows the slide rather than exceed max_height', () => {
    // 0.6 × 2000 = 1200 wide would be 675 tall; 520 tall allows 924 wide.
    expect(tourLayout(GEOMETRY, 2000)).toEqual({ slideWidth: 924, height: 520, step: 932 });
  });

  it('shows one whole slide when centerArea is 1', () => {
    const whole = { ...GEOMETRY, centerArea: 1, breakpointCenterArea: 1, slidesSpacing: 0 };
    expect(tourLayout(whole, 800)).toEqual({ slideWidth: 800, height: 450, step: 800 });
  });

  it('never exceeds the width, max_height or the ratio, for any slider and options', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.integer({ min: 50, max: 4000 }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        (width, area, maxHeight, aspectRatio) => {
          const geometry = {
            ...GEOMETRY,
            centerArea: area,
            breakpointCenterArea: area,
            maxHeight,
            aspectRatio,
          };
          const layout = tourLayout(geometry, width);
          expect(layout.slideWidth).toBeGreaterThanOrEqual(0);
          expect(layout.slideWidth).toBeLessThanOrEqual(width * area);
          expect(layout.height).toBeLessThanOrEqual(maxHeight + 0.5);
          expect(layout.step).toBe(layout.slideWidth + GEOMETRY.slidesSpacing);
        },
      ),
    );
  });

  it('treats a negative width (detached element) as zero', () => {
    expect(tourLayout(GEOMETRY, -5)).toEqual({ slideWidth: 0, height: 0, step: 8 });
  });
});
