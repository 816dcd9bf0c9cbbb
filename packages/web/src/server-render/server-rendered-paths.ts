/**
 * The pages the server renders: the public pages a visitor lands on from a search or a shared link (the landing
 * page, the projects list, a project, the developers and the FAQ), whose first paint decides the phone's first
 * impression (and Lighthouse's figures). Every other page is drawn by the browser, as
 * signed-in pages must be (the session lives in the browser's storage, which the server cannot see).
 */
const SERVER_RENDERED_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/projects\/?$/,
  /^\/projects\/\d{1,10}\/?$/,
  /^\/developers\/?$/,
  /^\/faq\/?$/,
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.some((pattern) => pattern.test(pathname));
}
