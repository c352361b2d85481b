import { describe, expect, it } from 'vitest';
import config from '../vite.config.js';

// The ESM build leaves flatpickr's code to the site's bundler but inlines its stylesheet: the
// `?inline` import is Vite's own, which another bundler would not read.
describe('the ESM build', () => {
  const external = (config.build?.rolldownOptions?.external ?? []) as RegExp[];
  const isExternal = (id: string) => external.some((pattern) => pattern.test(id));

  it('leaves flatpickr and the Stayfront packages to the site, inlines flatpickr’s CSS', () => {
    expect(isExternal('flatpickr')).toBe(true);
    expect(isExternal('@stayfront/widgets')).toBe(true);
    expect(isExternal('flatpickr/dist/flatpickr.min.css?inline')).toBe(false);
  });
});
