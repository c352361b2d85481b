/**
 * The stylesheets a story is shown with, chosen in the toolbar: Stayfront's optional default
 * stylesheet with the demo site's theme (as the demo serves them), the default stylesheet alone,
 * or none (the bare markup a theme starts from).
 */
import demoTheme from '../../examples/cms-host/public/site.css?inline';
import defaultStylesheet from '../../packages/widgets/styles/stayfront-search.css?inline';
import canvas from '../src/theme/canvas.css?inline';

export const STYLESHEET_OPTIONS = {
  theme: 'Default stylesheet + demo theme',
  default: 'Default stylesheet only',
  none: 'No stylesheet (headless)',
} as const;

export type StylesheetChoice = keyof typeof STYLESHEET_OPTIONS;

const SHEETS: Record<StylesheetChoice, readonly string[]> = {
  // In the demo's order: Stayfront's defaults first, so the theme wins.
  theme: [defaultStylesheet, demoTheme],
  default: [defaultStylesheet],
  none: [],
};

export function applyStylesheets(choice: StylesheetChoice): void {
  const id = 'stayfront-stories-css';
  let style = document.getElementById(id);
  if (!style) {
    style = document.createElement('style');
    style.id = id;
    document.head.append(style);
  }
  style.textContent = [...(SHEETS[choice] ?? SHEETS.theme), canvas].join('\n');
}
