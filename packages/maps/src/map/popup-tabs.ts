/**
 * Tabbed info-window content (SPEC 3.19 `tabs`), after the WAI-ARIA tabs pattern: a tablist of
 * buttons, arrow keys and Home/End move between them, the selected tab's panel shows.
 */
let tabsCount = 0;

export function popupTabs(
  tabs: readonly { readonly title: string; readonly text: string }[],
  document: Document,
): HTMLElement {
  const id = `sf-map-tabs-${++tabsCount}`;
  const box = document.createElement('div');
  box.className = 'sf-map-tabs';
  const list = document.createElement('div');
  list.setAttribute('role', 'tablist');
  list.className = 'sf-map-tabs__list';
  const buttons: HTMLButtonElement[] = [];
  const panels: HTMLElement[] = [];
  const select = (index: number, focus: boolean) => {
    buttons.forEach((button, at) => {
      const selected = at === index;
      button.setAttribute('aria-selected', String(selected));
      button.tabIndex = selected ? 0 : -1;
      (panels[at] as HTMLElement).hidden = !selected;
      if (selected && focus) button.focus();
    });
  };
  tabs.forEach(({ title, text }, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = `${id}-tab-${index}`;
    button.className = 'sf-map-tabs__tab';
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-controls', `${id}-panel-${index}`);
    button.textContent = title;
    button.addEventListener('click', () => select(index, false));
    const panel = document.createElement('div');
    panel.id = `${id}-panel-${index}`;
    panel.className = 'sf-map-tabs__panel';
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', button.id);
    panel.tabIndex = 0;
    panel.textContent = text;
    buttons.push(button);
    panels.push(panel);
  });
  list.addEventListener('keydown', (event) => {
    const current = buttons.findIndex((button) => button.getAttribute('aria-selected') === 'true');
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    // The map's own keys (arrows pan it) must not act on a key the tabs used.
    event.stopPropagation();
    select(next, true);
  });
  list.append(...buttons);
  box.append(list, ...panels);
  select(0, false);
  return box;
}
