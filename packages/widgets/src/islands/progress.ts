/**
 * `data-widget="progress"`: a CMS batch job's progress bar, polling its progress URI (an
 * enhancer; the server markup inside is put back on unmount).
 */
import type { WidgetModule } from '@stayfront/loader';
import { startProgress } from '../page/progress/progress.js';
import { type ProgressConfig, parseProgressConfig } from '../page/progress/progress-config.js';

export const parseConfig: WidgetModule<ProgressConfig>['parseConfig'] = parseProgressConfig;

export const mount: WidgetModule<ProgressConfig>['mount'] = (element, context) =>
  startProgress(element, context.config);
