import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { mountedPageIn, WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { inquiryForm, PROPERTIES, propertyValue } from '../../pages/leads-markup.js';

const meta = {
  title: 'Leads/Inquiry select',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'The inquiry form’s property select `field_inquiry_properties` (SPEC 2.6, 3.16): `data-widget="inquiry-select"` on the select or an element holding it. Until the visitor’s first hover, focus or press it is the server’s native select; then React and react-select load (their own chunk, about 30 KB gzip) and a combobox the visitor can type into takes its place, right after it. The native select stays in the form, `hidden`, and keeps the chosen value for the post.',
          'Typing filters the properties by their names, not by the URLs in their values; optgroups stay groups; the empty option’s text is the placeholder. The select’s label names the combobox (its `for` is handed over). Choosing a property goes to its page (SPEC 7.8): the part after `::` of a `value::url` option, else the value itself, this site’s pages only. Here that navigation is stopped, as every one that would leave Storybook is. The parts have `sf-select__*` classes, the wrapper `sf-inquiry-select`.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 480 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const [, seaCottage] = PROPERTIES.Coast;
const [roseCottage] = PROPERTIES.Moor;

export const TypeToChoose: PageStory = {
  name: 'Upgraded on first focus, typed, chosen',
  ...pageStory(
    { markup: [inquiryForm()], width: 420 },
    {
      play: async ({ canvasElement }) => {
        if (!seaCottage || !roseCottage) throw new Error('Too few properties.');
        const canvas = within(canvasElement);
        const item = canvasElement.querySelector('[data-widget="inquiry-select"]');
        const native = canvas.getByRole('combobox', { name: 'Property' });
        // Before any interaction: the server's select, nothing loaded.
        await expect(native.tagName).toBe('SELECT');
        await expect(item).toHaveAttribute('data-widget-state', 'waiting');
        await expect(canvasElement.querySelector('.sf-inquiry-select')).toBeNull();

        // The first focus wakes it: the combobox takes the select's place and the focus.
        native.focus();
        const input = await waitFor(() => {
          const combobox = canvas.getByRole('combobox', { name: 'Property' });
          expect(combobox.tagName).toBe('INPUT');
          return combobox;
        });
        await waitFor(() => expect(input).toHaveFocus());
        await expect(native).not.toBeVisible();
        await expect(canvas.getByText('Property')).toHaveAttribute('for', input.id);

        // Names are searched, not the URLs in the values (every value holds /properties/).
        await userEvent.keyboard('properties');
        await waitFor(() => expect(canvas.getByText('No results found')).toBeVisible());
        await expect(canvas.queryAllByRole('option')).toEqual([]);
        await userEvent.clear(input);
        await userEvent.keyboard('cott');
        await waitFor(() =>
          expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
            seaCottage.title,
            roseCottage.title,
          ]),
        );

        // Enter chooses the first match: the native select has it for the form's post, and the
        // page would go to the property's page (stopped here, listed in `left`).
        await userEvent.keyboard('{Enter}');
        await waitFor(() =>
          expect(mountedPageIn(canvasElement).left).toEqual([`/properties/${seaCottage.slug}`]),
        );
        await expect(native).toHaveValue(propertyValue(seaCottage));
        await expect(canvasElement.querySelector('.sf-select__single-value')).toHaveTextContent(
          seaCottage.title,
        );
        await expect(input).toHaveAccessibleName('Property');
      },
    },
  ),
};
