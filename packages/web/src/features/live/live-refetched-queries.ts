/**
 * What a pushed notification refreshes, and the live connection's opening too, by operation name (investor spec
 * §4: both notification lists; issue 18: the dashboard too). Only the queries on screen are asked again. A module
 * of its own so the server's browser tests can tell these refreshes from a page's own queries.
 */
export const LIVE_REFETCHED_QUERIES: readonly string[] = [
  'MyNotifications',
  'UnreadNotificationCount',
  'MyDashboard',
  'MyKyc',
];
