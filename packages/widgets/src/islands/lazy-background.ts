/**
 * `data-widget="lazy-background"`: sets `data-bg` as the background image once the element is
 * near the viewport (an enhancer, no config).
 */
import type { WidgetModule } from '@stayfront/loader';
import { startLazyBackground } from '../page/lazy-background/lazy-background.js';

export const mount: WidgetModule['mount'] = (element) => startLazyBackground(element);
