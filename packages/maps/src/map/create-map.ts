/**
 * A Leaflet map in a CMS element (SPEC 2.3, 3.18, 3.19, 4.12, 9.6): base layers, controls and
 * behaviour flags from the settings, markers clustered, each marker a button (Tab reaches it,
 * Enter or Space activates it) that opens its info window or follows its link. The server's
 * fallback (an address, a list of places) stays in the element for screen readers, visually
 * hidden, and comes back when the map is removed.
 */

import { sameOriginUrl } from '@stayfront/widgets';
import type { Map as LeafletMap, Marker, MarkerCluster, Popup } from 'leaflet';
import type { MapSettings, MapTexts, MarkerSettings } from '../settings/types.js';
import { attributionPrefix } from './attribution-prefix.js';
import { CLUSTER_GRID_PX, clusterIconSize } from './cluster-icon.js';
import { DEFAULT_ICON, type IconOptions } from './default-icon.js';
import { escapeHtml } from './escape-html.js';
import { moveFallbackIntoBox } from './fallback-box.js';
import { panToFocusedIcons } from './focus-pan.js';
import { L } from './leaflet.js';
import { adoptMapStyles } from './map-styles.js';
import { markerContent } from './marker-content.js';
import { panControl } from './pan-control.js';
import { placesCounter } from './places-count.js';
import { placePopupAfterMarker } from './popup-focus-order.js';
import { closeWhenItHidesFocus } from './popup-hides-focus.js';

export interface MapOptions {
  readonly signal: AbortSignal;
  readonly texts: MapTexts;
  /** The icon of a marker (SPEC 3.20, 4.13); the default pin without it or when it gives none. */
  readonly iconFor?: (marker: MarkerSettings) => IconOptions | null;
  /**
   * A marker's info window content, when the map builds it rather than its settings (a search's
   * results map fills a template from the marker's document); null falls back to the settings.
   */
  readonly contentFor?: (marker: MarkerSettings) => HTMLElement | null;
  /** Follows a marker's link; `location.assign` by default. */
  readonly navigate?: (url: URL) => void;
}

export interface StayfrontMap {
  readonly map: LeafletMap;
  /** Replaces the markers (a search's results map calls it on every answer). */
  setMarkers(markers: readonly MarkerSettings[], fit: boolean): void;
  destroy(): void;
}

const ACTIVATE_KEYS = new Set(['Enter', ' ']);
/** The markers a cluster's name lists; more are "…" (a name is read whole, so it stays short). */
const CLUSTER_NAMES_SHOWN = 5;

/** Leaflet 1.9's popup, with the steps of its `update()` (leaflet is pinned to 1.9.4). */
interface PopupSteps {
  _updateLayout?(): void;
  _updatePosition?(): void;
  _adjustPan?(): void;
}

/**
 * Lays an open info window out and pans it into view again around content that changed inside
 * it. Not `update()`: it takes the content out and puts it back (and hides the window while it
 * measures), which drops the focus of a keyboard user inside it to the page's start.
 */
function relayout(popup: Popup): void {
  const steps = popup as unknown as PopupSteps;
  if (steps._updateLayout && steps._updatePosition && steps._adjustPan) {
    steps._updateLayout();
    steps._updatePosition();
    steps._adjustPan();
  } else popup.update();
}

export function createMap(
  element: HTMLElement,
  settings: MapSettings,
  options: MapOptions,
): StayfrontMap {
  const document = element.ownerDocument;
  const { texts, signal } = options;
  adoptMapStyles(document);

  // The server's fallback stays for screen readers (and comes back on destroy).
  const fallback = moveFallbackIntoBox(element);
  const canvas = document.createElement('div');
  canvas.className = 'sf-map__canvas';
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', settings.label);
  if (settings.width) canvas.style.width = settings.width;
  if (settings.height) canvas.style.height = settings.height;
  element.append(fallback.box, canvas);

  const { behaviour } = settings;
  // WCAG 2.3.3: a visitor who asked for less motion gets no zoom, fade or cluster animations.
  const still = Boolean(
    document.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  const map = L.map(canvas, {
    center: [settings.latitude, settings.longitude],
    zoom: settings.zoom,
    maxZoom: settings.maxzoom,
    // Added below with the page's words: Leaflet's say "Zoom in" on a site in any language.
    zoomControl: false,
    dragging: !behaviour.nodrag,
    keyboard: !behaviour.nokeyboard,
    scrollWheelZoom: !behaviour.nomousezoom,
    zoomAnimation: !behaviour.nocontzoom && !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
  });
  map.attributionControl?.setPrefix(attributionPrefix(texts.leafletTitle));
  if (settings.controltype !== 'None')
    L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  // WCAG 2.5.7: a pointer pans without dragging (beneath the zoom buttons, or alone without them).
  if (settings.panButtons) panControl(texts, still).addTo(map);
  // Leaflet makes the map focusable only with its keyboard handler on; without it (`nokeyboard`)
  // the focus kept after a cluster's keys, or given back when a marker has gone, needs a target.
  if (!canvas.hasAttribute('tabindex')) canvas.tabIndex = -1;
  // A focused marker or cluster comes into view with its focus ring (Leaflet's pan is off below).
  panToFocusedIcons(map, canvas, still);
  // Leaflet draws its buttons (zoom in and out, the info window's close) as links with
  // role="button", which Space does not press: it scrolled the page. Buttons take Space too (APG).
  canvas.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (event.key !== ' ' || !target.matches('a[role="button"]')) return;
    event.preventDefault();
    target.click();
  });

  // Base layers: the `maptype` one first; a switch when there are several.
  const layers = Object.entries(settings.baselayers).map(
    ([type, layer]) =>
      [
        type,
        L.tileLayer(layer.url, {
          attribution: escapeHtml(layer.attribution),
          subdomains: layer.subdomains,
          // A layer whose tiles stop before the map's maxzoom is drawn larger from its last
          // level beyond it: its own maxZoom hid it there, and the map went blank as one zoomed in.
          maxZoom: settings.maxzoom,
          maxNativeZoom: Math.min(layer.maxZoom ?? settings.maxzoom, settings.maxzoom),
        }),
      ] as const,
  );
  const [shown] = layers.find(([type]) => type === settings.maptype) ?? layers[0] ?? [];
  for (const [type, layer] of layers) if (type === shown) layer.addTo(map);
  if (layers.length > 1) {
    // Always open: Leaflet's collapsed switch hides its toggle when Enter opens it, so the focus
    // fell to the page's start, and no key closed it again. Open, it is a short list of radios.
    const control = L.control.layers(Object.fromEntries(layers), undefined, { collapsed: false });
    control.addTo(map);
    // Its `aria-haspopup` is for the collapsed form (and not allowed on a plain div).
    control.getContainer()?.removeAttribute('aria-haspopup');
  }
  if (behaviour.scale) L.control.scale().addTo(map);

  let placed: { marker: Marker; settings: MarkerSettings }[] = [];
  // Each marker's settings and place in the list it was given (a results map: the results' order).
  const settingsOf = new WeakMap<Marker, MarkerSettings>();
  const positionOf = new WeakMap<Marker, number>();
  const nameOf = (markerSettings: MarkerSettings, index: number) =>
    markerSettings.title || `${texts.marker} ${index + 1}`;
  /**
   * A cluster's name: its count and the names of the first markers in it, in the list's order.
   * "4 places" alone named two clusters alike, and a screen reader user could not tell which
   * homes of the results list either held (WCAG 2.4.6).
   */
  const placesCount = placesCounter(element, texts.places);
  const clusterName = (group: MarkerCluster) => {
    const names = group
      .getAllChildMarkers()
      .flatMap((marker) => {
        const markerSettings = settingsOf.get(marker);
        const index = positionOf.get(marker);
        return markerSettings && index !== undefined ? [{ index, markerSettings }] : [];
      })
      .sort((a, b) => a.index - b.index)
      .map(({ index, markerSettings }) => nameOf(markerSettings, index));
    const shown = names.slice(0, CLUSTER_NAMES_SHOWN);
    if (names.length > shown.length) shown.push('…');
    return `${placesCount(group.getChildCount())}${shown.length ? `: ${shown.join(', ')}` : ''}`;
  };

  // SPEC 9.6: a grid of 60 px (the clusterer's radius here), clusters from 2 markers (the
  // clusterer's own minimum), sized by their count.
  const cluster = L.markerClusterGroup({
    maxClusterRadius: CLUSTER_GRID_PX,
    showCoverageOnHover: false,
    animate: !still,
    iconCreateFunction: (group: MarkerCluster) => {
      // Called before Leaflet reads the option: focus-pan.ts pans with room for the ring.
      group.options.autoPanOnFocus = false;
      const count = group.getChildCount();
      const size = clusterIconSize(count);
      // Nodes, not an HTML string: Leaflet writes a string with innerHTML, which Trusted Types
      // (`require-trusted-types-for 'script'`) refuses; an element it appends. It takes one, so
      // the name is appended after it: the icon holds the same two spans the string made.
      const shown = document.createElement('span');
      shown.setAttribute('aria-hidden', 'true');
      shown.textContent = String(count);
      const name = document.createElement('span');
      name.className = 'sf-map__sr';
      name.textContent = clusterName(group);
      const icon = L.divIcon({ className: 'sf-map-cluster', iconSize: [size, size], html: shown });
      const createIcon = icon.createIcon.bind(icon);
      icon.createIcon = (old) => {
        const div = createIcon(old);
        div.append(name);
        return div;
      };
      return icon;
    },
  }).addTo(map);

  const contentOf = new WeakMap<Marker, HTMLElement | null>();
  let popup: Popup | null = null;

  const navigate = options.navigate ?? ((url: URL) => document.defaultView?.location.assign(url));

  /** SPEC 4.12: the open info window closes first; then the content shows or the link is followed. */
  const activate = (marker: Marker, byKeyboard: boolean) => {
    const markerSettings = settingsOf.get(marker);
    if (!markerSettings) return;
    map.closePopup();
    const { content } = markerSettings;
    if (content.kind === 'link') {
      const url = sameOriginUrl(content.href, document);
      if (url) navigate(url);
      return;
    }
    if (!contentOf.has(marker))
      contentOf.set(
        marker,
        options.contentFor?.(markerSettings) ??
          markerContent(content, {
            document,
            rmtcallback: settings.rmtcallback,
            texts,
            signal,
            mapElement: element,
            // Sized and panned into view again around what came (it opened around "Loading…").
            onChange: (failed) => {
              // A failure is not kept: the next activation asks again (a flaky network).
              if (failed) contentOf.delete(marker);
              if (popup?.isOpen()) relayout(popup);
            },
          }),
      );
    const body = contentOf.get(marker);
    if (!body) return;
    const box = document.createElement('div');
    box.className = 'sf-map__popup';
    box.tabIndex = -1;
    box.append(body);
    // No taller than the map leaves room for (its box cuts off what overflows): a long text
    // scrolls inside the window instead of running off the map's top, out of reach.
    const room = Math.max(120, map.getSize().y - 80);
    // No wider either: Leaflet's default 300 px, with the window's padding and the pan's margin,
    // is wider than a phone's map (328 px at 360), so a window whose text is long (a 60-letter
    // title) ran off the map's side, cut off, its close button out of reach.
    const across = Math.max(120, map.getSize().x - 80);
    popup = L.popup(
      {
        minWidth: Math.min(180, across),
        maxWidth: Math.min(300, across),
        maxHeight: room,
        autoPanPadding: [16, 16],
      },
      marker,
    )
      .setLatLng(marker.getLatLng())
      .setContent(box)
      .openOn(map);
    const opened = popup;
    // What a screen reader says as the focus comes in: "Wheal Rose Cottage, dialog", then the
    // content; before, only the content (or "Loading…"), with nothing to say where it came from.
    const shell = opened.getElement();
    shell?.setAttribute('role', 'dialog');
    // Leaflet names its close button "Close popup", in English whatever the page's language.
    shell?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.close);
    shell?.setAttribute('aria-label', nameOf(markerSettings, positionOf.get(marker) ?? -1));
    if (shell) {
      placePopupAfterMarker(shell, () => marker.getElement());
      const stop = closeWhenItHidesFocus(
        canvas,
        shell,
        () => marker.getElement(),
        () => map.closePopup(opened),
      );
      opened.once('remove', stop);
    }
    opened.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      map.closePopup(opened);
    });
    opened.once('remove', () => {
      // Back to the marker that opened it, when the focus was inside (or lost with it).
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      if (lost || opened.getElement()?.contains(active)) {
        (marker.getElement() ?? canvas).focus({ preventScroll: true });
      }
    });
    if (byKeyboard) box.focus({ preventScroll: true });
  };

  const onKey = (event: L.LeafletEvent & { originalEvent?: KeyboardEvent }) => {
    const key = event.originalEvent?.key;
    // A window opened by a click leaves the focus on its marker: Escape there closes it too.
    if (key === 'Escape' && popup?.isOpen()) {
      event.originalEvent?.stopPropagation();
      map.closePopup(popup);
      return;
    }
    if (!key || !ACTIVATE_KEYS.has(key)) return;
    event.originalEvent?.preventDefault();
    activate(event.layer as Marker, true);
  };
  cluster.on('click', (event) => activate(event.layer as Marker, false));
  cluster.on('keydown', onKey as L.LeafletEventHandlerFn);
  // A cluster by keyboard: it zooms in (or fans out at the last zoom), as a click does; the focus
  // stays in the map, whose markers Tab reaches next.
  cluster.on('clusterkeydown', ((event: L.LeafletEvent & { originalEvent?: KeyboardEvent }) => {
    const key = event.originalEvent?.key;
    if (!key || !ACTIVATE_KEYS.has(key)) return;
    event.originalEvent?.preventDefault();
    const group = event.layer as MarkerCluster;
    if (map.getZoom() >= map.getMaxZoom()) group.spiderfy();
    else group.zoomToBounds();
    canvas.focus({ preventScroll: true });
  }) as L.LeafletEventHandlerFn);

  if (behaviour.extramarkerevents) {
    cluster.on('mouseover mouseout click dblclick', (event) => {
      const markerSettings = settingsOf.get(event.layer as Marker);
      element.dispatchEvent(
        new CustomEvent('stayfront:marker', {
          bubbles: true,
          detail: {
            type: event.type,
            index: positionOf.get(event.layer as Marker) ?? -1,
            marker: markerSettings,
          },
        }),
      );
    });
  }

  const bounds = () => L.latLngBounds(placed.map(({ marker }) => marker.getLatLng()));
  /** SPEC 9.6: autozoom fits every marker, never past maxzoom. */
  let fitWhenShown = false;
  const fitMarkers = () => {
    // A map in a closed tab or collapsed section has no size: a fit now would zoom to maxzoom
    // (nothing fits in 0 px) and show no marker when opened. It fits when it gets a size.
    const size = map.getSize();
    fitWhenShown = placed.length > 0 && !(size.x > 0 && size.y > 0);
    // The padding keeps whole pins in view: they stand 41 px tall above their point.
    if (placed.length && !fitWhenShown)
      map.fitBounds(bounds(), {
        maxZoom: settings.maxzoom,
        // Never animated: a map removed while an animated fit runs (a widget unmounted as it
        // woke, a page swapped by AJAX) made Leaflet throw on the removed panes.
        animate: false,
        paddingTopLeft: [24, 48],
        paddingBottomRight: [24, 16],
      });
  };

  /**
   * Tab goes through markers in the order they were given (a results map: the list's order), not
   * in the clusterer's (which adds them in reverse, and clusters as they appear): the marker
   * pane's icons are put in that order, a cluster where its first marker is. Only the DOM order
   * changes; Leaflet places and stacks icons by their own styles.
   */
  const orderForKeyboard = () => {
    const pane = map.getPane('markerPane');
    if (!pane) return;
    const rank = new Map<Element, number>();
    placed.forEach(({ marker }, index) => {
      const icon = cluster.getVisibleParent(marker)?.getElement();
      if (icon && !rank.has(icon)) rank.set(icon, index);
    });
    const icons = [...pane.children];
    const sorted = [...icons].sort(
      (a, b) => (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER),
    );
    if (sorted.every((icon, index) => icon === icons[index])) return;
    // Moving the focused icon takes the focus away from it (to <body>): it is given back.
    const active = document.activeElement;
    pane.append(...sorted);
    if (active instanceof HTMLElement && pane.contains(active) && document.activeElement !== active)
      active.focus({ preventScroll: true });
  };
  map.on('zoomend moveend', orderForKeyboard);
  cluster.on('animationend', orderForKeyboard);

  const setMarkers = (markers: readonly MarkerSettings[], fit: boolean) => {
    map.closePopup();
    cluster.clearLayers();
    placed = markers.map((markerSettings, index) => {
      const icon = options.iconFor?.(markerSettings) ?? DEFAULT_ICON;
      const marker = L.marker([markerSettings.latitude, markerSettings.longitude], {
        icon: L.icon(icon),
        title: markerSettings.title,
        // A marker without a title (SPEC 3.19 has none: a legacy site's markers) was a button
        // with no name; it is now "Place 3", its position in the list.
        alt: nameOf(markerSettings, index),
        keyboard: true,
        // focus-pan.ts pans it into view with its focus ring; Leaflet's pan left the ring cut off.
        autoPanOnFocus: false,
      });
      settingsOf.set(marker, markerSettings);
      positionOf.set(marker, index);
      // A marker that goes to a page is a link to screen readers (Leaflet makes every one a
      // button, so it was announced as something that opens here). Its icon is drawn anew each
      // time it leaves a cluster.
      if (markerSettings.content.kind === 'link')
        marker.on('add', () => marker.getElement()?.setAttribute('role', 'link'));
      return { marker, settings: markerSettings };
    });
    cluster.addLayers(placed.map(({ marker }) => marker));
    if (fit) fitMarkers();
    orderForKeyboard();
  };

  if (behaviour.overview) {
    const Overview = L.Control.extend({
      onAdd: () => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'sf-map__overview';
        button.textContent = texts.overview;
        L.DomEvent.disableClickPropagation(button);
        button.addEventListener('click', () =>
          placed.length
            ? fitMarkers()
            : map.setView([settings.latitude, settings.longitude], settings.zoom),
        );
        const box = document.createElement('div');
        box.className = 'leaflet-bar';
        box.append(button);
        return box;
      },
    });
    new Overview({ position: 'topright' }).addTo(map);
  }

  setMarkers(settings.markers, behaviour.autozoom);
  // SPEC 3.19 autoclick: the marker's content opens with the map (one info window at a time).
  const auto = placed.find(({ settings: markerSettings }) => markerSettings.autoclick);
  if (auto) {
    cluster.zoomToShowLayer(auto.marker, () => activate(auto.marker, false));
  }

  // The map redraws when its box changes size: a map in a closed tab or a collapsed section is
  // drawn when it is shown (the legacy `collapsehack`, always on here).
  const View = document.defaultView;
  const resize =
    View && 'ResizeObserver' in View
      ? new View.ResizeObserver(() => {
          map.invalidateSize();
          if (fitWhenShown) fitMarkers();
        })
      : null;
  resize?.observe(canvas);

  return {
    map,
    setMarkers,
    destroy() {
      resize?.disconnect();
      map.remove();
      canvas.remove();
      fallback.restore();
    },
  };
}
