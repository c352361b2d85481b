/** Storybook's own frame, in Stayfront's name and colours. */
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Stayfront widgets',
    colorPrimary: '#0b6e7f',
    colorSecondary: '#0b6e7f',
    appBg: '#f4f6f7',
    appContentBg: '#fbfaf7',
    textColor: '#1d2a33',
    fontBase: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  }),
  sidebar: { showRoots: true },
});
