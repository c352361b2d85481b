/**
 * The analytics stories' canvas: the search widgets as the page has them, and beside them every
 * entry the analytics widget has pushed to the page's `dataLayer`, oldest first, as Google Tag
 * Manager would receive it. Nothing is sent anywhere: the page has no tag, only the array.
 */
import { useSyncExternalStore } from 'react';
import type { DataLayerRecorder } from '../harness/data-layer.js';
import { WidgetCanvas } from '../harness/WidgetCanvas.js';
import type { WidgetPage } from '../harness/widget-page.js';
import { describeEntry } from './describe-entry.js';

/** Functions (a click's `eventCallback`) are not JSON: they are named instead of dropped. */
const printable = (_key: string, value: unknown) =>
  typeof value === 'function' ? '[function: called by the tag once sent]' : value;

function Entry({ entry, number }: { readonly entry: unknown; readonly number: number }) {
  const { name, summary, cleared } = describeEntry(entry);
  return (
    <li className="sb-data-layer__entry" data-kind={cleared ? 'clear' : 'event'}>
      <div className="sb-data-layer__line">
        <span className="sb-data-layer__number">{number}</span>
        <code className="sb-data-layer__name">{name}</code>
        <span className="sb-data-layer__summary">{summary}</span>
      </div>
      {cleared ? null : (
        <details className="sb-data-layer__details">
          <summary>Pushed object</summary>
          <pre>{JSON.stringify(entry, printable, 2)}</pre>
        </details>
      )}
    </li>
  );
}

export function DataLayerView({
  page,
  recorder,
}: {
  readonly page: WidgetPage;
  readonly recorder: DataLayerRecorder;
}) {
  const entries = useSyncExternalStore(
    recorder.subscribe,
    () => recorder.entries,
    () => recorder.entries,
  );
  const events = entries.filter((entry) => !describeEntry(entry).cleared).length;
  return (
    <div className="sb-split">
      <div className="sb-split__widgets">
        <WidgetCanvas page={page} />
      </div>
      {/* It scrolls on its own: focusable, so keyboards can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1). */}
      <section className="sb-data-layer" aria-labelledby="sb-data-layer-heading" tabIndex={0}>
        <h2 id="sb-data-layer-heading">
          <code>window.dataLayer</code>
          <span className="sb-data-layer__count">
            {events === 1 ? '1 event' : `${events} events`}
          </span>
        </h2>
        <p className="sb-data-layer__note">
          What the analytics widget pushed, as Google Tag Manager receives it. Nothing leaves this
          page: it has a data layer but no tag.
        </p>
        {entries.length === 0 ? (
          <p className="sb-data-layer__empty">Nothing pushed yet.</p>
        ) : (
          <ol className="sb-data-layer__entries">
            {entries.map((entry, index) => (
              // The list only grows: an entry's place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are appended, never moved.
              <Entry key={index} entry={entry} number={index + 1} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
