/**
 * The collapsible's config (SPEC 4.16, 9.1, 9.4). `collapsedHeight` is also read under its legacy
 * name `collapsed_height`; when both are given, `collapsedHeight` wins.
 */
import type { ParsedConfig } from '@stayfront/loader';
import {
  defineWidgetConfig,
  oneOf,
  type Reader,
  reader,
  text,
} from '../../config/widget-config.js';

/** SPEC 9.4: the description's collapsed height. */
export const COLLAPSED_HEIGHT_PX = 220;
/** SPEC 9.1: the collapsible group animation, fast and slow. */
export const ANIMATION_MS = { fast: 300, slow: 1000 } as const;

const optionalHeight: Reader<number | null> = reader<number | null>(
  null,
  (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10_000,
  'a whole number from 0 to 10000',
);

const parseRaw = defineWidgetConfig('collapsible', {
  /** Height in CSS pixels when collapsed. @default 220 */
  collapsedHeight: optionalHeight,
  /** Legacy name of `collapsedHeight`. */
  collapsed_height: optionalHeight,
  /** The toggle's text while collapsed. @default 'Read more' */
  text: text('Read more', 200),
  /** The toggle's alternate text, while expanded. @default 'Read less' */
  alt_text: text('Read less', 200),
  /** The height animation: `fast` (300 ms) or `slow` (1000 ms). @default 'fast' */
  speed: oneOf(['fast', 'slow'] as const, 'fast'),
});

export interface CollapsibleConfig {
  readonly collapsedHeight: number;
  readonly text: string;
  readonly altText: string;
  /** Milliseconds. */
  readonly duration: number;
}

export function parseCollapsibleConfig(
  raw: unknown,
  element?: Element,
): ParsedConfig<CollapsibleConfig> {
  const parsed = parseRaw(raw, element);
  if ('issues' in parsed) return parsed;
  const { collapsedHeight, collapsed_height, text: more, alt_text, speed } = parsed.value;
  return {
    value: {
      collapsedHeight: collapsedHeight ?? collapsed_height ?? COLLAPSED_HEIGHT_PX,
      text: more,
      altText: alt_text,
      duration: ANIMATION_MS[speed],
    },
  };
}
