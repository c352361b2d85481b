import { describe, expect, it } from 'vitest';
import { parseResultsConfig } from './results-config.js';

describe('parseResultsConfig', () => {
  it('reads the README example and the defaults', () => {
    expect(parseResultsConfig({ numvisible: 12 })).toEqual({
      value: { numvisible: 12, template: null, html_field: null },
    });
    expect(parseResultsConfig({ template: '#result-item' })).toMatchObject({
      value: { template: '#result-item' },
    });
  });

  it('reports an invalid template selector at $.template instead of failing in the render', () => {
    // Before, "##" passed as text and the island's querySelector threw at mount: a mount
    // failure naming no key, where every other wrong value is a config error with its path.
    expect(parseResultsConfig({ template: '##' })).toEqual({
      issues: [{ path: '$.template', message: 'expected a valid CSS selector' }],
    });
    expect(parseResultsConfig({ template: 5 })).toEqual({
      issues: [{ path: '$.template', message: 'expected a valid CSS selector' }],
    });
  });

  it('takes an empty or null template (a CMS field left empty) as the element’s own', () => {
    expect(parseResultsConfig({ template: '' })).toMatchObject({ value: { template: null } });
    expect(parseResultsConfig({ template: null })).toMatchObject({ value: { template: null } });
  });
});
