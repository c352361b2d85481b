/**
 * Announcements for events nobody's focus is on: the page-wide live region of @stayfront/widgets,
 * shared with its toasts, so a page has one region however many packages announce.
 */
export { announce, prepareAnnouncer } from '@stayfront/widgets';
