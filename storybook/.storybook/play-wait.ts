/**
 * How long a play function's waits (`findBy…`, `waitFor`) give a state to come: Testing Library's
 * 1 s is short for a story's first search on a cold load in the Storybook window, or for the root
 * browser run sharing two cores with the other suites. A wait still ends as soon as the state is
 * there.
 */
export const PLAY_WAIT_MS = 5000;
