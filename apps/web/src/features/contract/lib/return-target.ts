/** Only a path of this site: a crafted ?redirect= cannot send the buyer elsewhere. */
export const safeRedirect = (redirect: string | null): string | null =>
  redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : null;

/** React Router's key of the first page of a tab's session: there is no page of the site to go back to. */
export const FIRST_PAGE_KEY = 'default';
