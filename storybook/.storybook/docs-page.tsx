/**
 * A widget's docs page: what it is, the markup to paste into a template (the primary story's,
 * printed from the same data the canvas mounts), then every state with its own markup.
 */
import {
  Description,
  Heading,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';

export function WidgetDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Heading>Markup to paste into a template</Heading>
      <p>
        Exactly what the story above mounts. The loader (<code>loader.js</code>) wakes every{' '}
        <code>data-widget</code> element; the <code>data-search-config</code> block defines the
        search the widgets share.
      </p>
      <Source />
      <Stories title="Every state" includePrimary={false} />
    </>
  );
}
