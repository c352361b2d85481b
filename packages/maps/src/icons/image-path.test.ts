import { describe, expect, it } from 'vitest';
import { isSafeBasePath, isSafePathPiece, joinImagePath } from './image-path.js';

describe('isSafePathPiece', () => {
  it.each([
    '',
    'red.png',
    'markers/small/',
    '/markers/small/',
    'small red.png',
    'x%20y.png',
    './red.png',
    'a..b.png',
  ])('accepts the same-site piece %j', (piece) => {
    expect(isSafePathPiece(piece)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript%3aalert(1)',
    'data:image/svg+xml,<svg/>',
    'data:text/html,<script>',
    'http://evil.example/x.png',
    'https://evil.example/x.png',
    '//evil.example/x.png',
    'markers//x.png',
    '..',
    '../x.png',
    'a/../../x.png',
    '%2e%2e/x.png',
    '%2E%2E/x.png',
    'a\\..\\x.png',
    'java\tscript:alert(1)',
    'x.png\n',
    ' x.png',
    '%zz.png',
  ])('refuses %j', (piece) => {
    expect(isSafePathPiece(piece)).toBe(false);
  });
});

describe('isSafeBasePath', () => {
  it.each(['', '/', '/drupal/', 'https://cdn.example.com/site/', 'http://example.org'])(
    'accepts %j',
    (base) => {
      expect(isSafeBasePath(base)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)//',
    '//cdn.example.com/',
    'https://user@evil.example/',
    'ftp://example.org/',
    'https://example.org/../',
    'https://example.org\\evil/',
  ])('refuses %j', (base) => {
    expect(isSafeBasePath(base)).toBe(false);
  });
});

describe('joinImagePath (SPEC 3.20: base path + set path + file name)', () => {
  it.each([
    [['/', 'markers/small/', 'red.png'], '/markers/small/red.png'],
    [['/drupal', 'markers/small', 'red.png'], '/drupal/markers/small/red.png'],
    [['/drupal/', '/markers/', '/red.png'], '/drupal/markers/red.png'],
    [['', '', 'red.png'], 'red.png'],
    [['', '/', 'red.png'], '/red.png'],
    [['https://cdn.example.com/', 'm/', 'red.png'], 'https://cdn.example.com/m/red.png'],
  ] as const)('joins %j into %j', ([base, path, file], url) => {
    expect(joinImagePath(base, path, file)).toBe(url);
  });
});
