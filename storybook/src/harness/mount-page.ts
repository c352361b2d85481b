/**
 * Puts a story's page into the canvas the way a CMS page gets it: the markup as HTML, then the
 * loader (`startStayfront`, as loader.js runs it) finds the `data-widget` elements and mounts
 * them. Before that, the page's search registry is replaced by one whose transport replays the
 * story's recorded responses, and the favourites, same-site URLs, motion preference and data
 * layer are the story's own. Cleanup tears the widgets down and puts every replaced global back.
 */
import { allDirectives, type StayfrontApi, startStayfront } from '@stayfront/loader';
import { SearchRegistry } from '@stayfront/search-core';
import { replayTransport } from '../transport/replay-transport.js';
import { storyDefinitions } from './definitions.js';
import { toHtml } from './markup.js';
import { installFavourites } from './memory-favourites.js';
import { memoryLocation } from './memory-location.js';
import { installReducedMotion } from './motion-preference.js';
import { installRoutes } from './page-routes.js';
import type { WidgetPage } from './widget-page.js';

const REGISTRY = Symbol.for('stayfront.searchRegistry');
type RegistryHolder = typeof globalThis & { [REGISTRY]?: SearchRegistry };

/** The loader of the preview page: one per page, as loader.js would be. */
function loader(): StayfrontApi {
  return startStayfront({ definitions: storyDefinitions, directives: allDirectives });
}

/** Search-core's console for a story that fails on purpose: its errors are the expected ones. */
const expectedErrorConsole = {
  log: console.log.bind(console),
  warn: console.warn.bind(console),
  error: (...args: unknown[]) => console.info('Expected in this story:', ...args),
};

/**
 * The page widgets (a modal's or a lazy block's fragment that answers 404) warn on the browser's
 * console about what failed, and the loader logs a widget whose config it refused. In a story that fails on purpose those warnings are the expected
 * ones: they go to `console.info` while it is shown, so a warning anywhere else still fails its
 * test (.storybook/vitest.setup.ts). Returns the cleanup.
 */
function routeExpectedWarnings(): () => void {
  const original = console.warn;
  const expected = (...args: unknown[]) => console.info('Expected in this story:', ...args);
  console.warn = expected;
  // The loader logs a widget that failed (a config error a themer is shown) as an error,
  // `Stayfront: "map" failed (config)`: that one too; any other error still stands out.
  const originalError = console.error;
  const loaderFailure = (...args: unknown[]) =>
    typeof args[0] === 'string' && /^Stayfront: "[^"]+" failed \(/.test(args[0])
      ? expected(...args)
      : originalError(...args);
  console.error = loaderFailure;
  return () => {
    // Only if nothing replaced them since (a test's spy may have been put back meanwhile).
    if (console.warn === expected) console.warn = original;
    if (console.error === loaderFailure) console.error = originalError;
  };
}

const leavesStory = (target: URL) =>
  target.origin !== location.origin ||
  target.pathname !== location.pathname ||
  target.search !== location.search;

/**
 * Links in stories point where they would on a site (`/rentals/…`, `/favourites`): a click that
 * no widget took over would leave Storybook for a page that is not there, so it is stopped.
 */
function stayOnStory(left: string[]) {
  return (event: MouseEvent): void => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    const target = new URL(link.href);
    if (!leavesStory(target)) return;
    event.preventDefault();
    left.push(target.pathname);
    console.info(`Storybook: a click on a link to ${target.pathname} would leave the page.`);
  };
}

/**
 * A form's own submit (a server form no widget sends by AJAX, the availability form's automatic
 * search) is stopped as the window's last listener, after every widget had its say. The Navigation
 * API below cannot do it: Storybook's preview frame has `<base target="_parent">`, so a submit
 * navigates the frame around it (the whole Storybook window, or the tests' runner) instead.
 */
function stayOnStorySubmits(container: HTMLElement, left: string[]): () => void {
  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !container.contains(form)) return;
    if (event.defaultPrevented) return;
    event.preventDefault();
    const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
    const target = new URL(
      submitter?.getAttribute('formaction') ? submitter.formAction : form.action,
    );
    left.push(target.pathname);
    console.info(`Storybook: the form would have been sent to ${target.pathname}.`);
  };
  window.addEventListener('submit', onSubmit);
  return () => window.removeEventListener('submit', onSubmit);
}

/** What the Navigation API tells of a navigation (not in TypeScript's DOM types yet). */
interface NavigateEventLike extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
}

/**
 * Widgets also go to pages themselves (the analytics adapter follows a result link once the tag
 * has the click; a jump menu): where the browser has the Navigation API, a
 * navigation away from the story is stopped too. Reloads and Back are left alone.
 */
function stayOnStoryNavigations(left: string[]): () => void {
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  if (!navigation) return () => {};
  const onNavigate = (event: Event) => {
    const { navigationType, destination, cancelable } = event as NavigateEventLike;
    if (!cancelable || destination.sameDocument) return;
    if (navigationType !== 'push' && navigationType !== 'replace') return;
    const target = new URL(destination.url);
    if (!leavesStory(target)) return;
    event.preventDefault();
    left.push(target.pathname);
    console.info(`Storybook: the page would have gone to ${target.pathname}.`);
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

let unmountActive: (() => void) | null = null;

export interface MountedPage {
  /** The keys of the search requests made so far (see transport/request-key.ts). */
  readonly requests: readonly string[];
  /** The paths a link or a widget would have left the story for, in order (stopped here). */
  readonly left: readonly string[];
  unmount(): void;
}

export function mountPage(host: HTMLElement, page: WidgetPage): MountedPage {
  // One story at a time owns the page's globals: a story left mounted (a test that did not
  // clean up) is taken down first.
  unmountActive?.();
  const transport = replayTransport(page.responses ?? {}, page.replay);
  const holder = globalThis as RegistryHolder;
  holder[REGISTRY]?.clear();
  const registry = new SearchRegistry({
    fetch: transport.fetch,
    location: memoryLocation(page.hash),
    // No document cache: one story's documents must not answer another's requests.
    storage: null,
    ...(page.expectedErrors ? { console: expectedErrorConsole } : {}),
  });
  holder[REGISTRY] = registry;
  const removeFavourites = installFavourites(page.favourites ?? []);
  const removeRoutes = installRoutes(page.routes ?? {});
  const restoreMotion = page.reducedMotion ? installReducedMotion() : () => {};
  const removeDataLayer = page.dataLayer?.install() ?? (() => {});
  const restoreWarnings = page.expectedErrors ? routeExpectedWarnings() : () => {};
  const left: string[] = [];
  const removeNavigationGuard = stayOnStoryNavigations(left);

  // The page's markup goes in a container of its own, so a page taken down late never touches
  // the markup of the one after it.
  const container = document.createElement('div');
  container.className = 'sb-page__content';
  if (page.lang) container.lang = page.lang;
  if (page.dir) container.dir = page.dir;
  if (page.width) container.style.maxWidth = `${page.width}px`;
  container.innerHTML = toHtml(page.markup);
  host.append(container);
  container.addEventListener('click', stayOnStory(left));
  const removeSubmitGuard = stayOnStorySubmits(container, left);
  const api = loader();
  api.scan(container);

  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    if (unmountActive === unmount) unmountActive = null;
    registry.clear();
    if (holder[REGISTRY] === registry) delete holder[REGISTRY];
    removeNavigationGuard();
    removeSubmitGuard();
    removeDataLayer();
    restoreWarnings();
    restoreMotion();
    removeRoutes();
    removeFavourites();
    // The page's one modal dialog lives outside the story's markup, in <body>: a story that left
    // it open (its play function ends on the open dialog) must not hand it to the next story.
    // Leaving the page is what ends it on a site; the modal makes a new one when next needed.
    for (const dialog of document.querySelectorAll('dialog[data-sf-modal]')) dialog.remove();
    // Islands are React roots of their own: unmounting one while Storybook's React is still
    // committing (this runs from an effect cleanup) is not allowed, so it waits a microtask.
    queueMicrotask(() => {
      api.unmount(container);
      container.remove();
    });
  };
  unmountActive = unmount;
  return { requests: transport.requests, left, unmount };
}
