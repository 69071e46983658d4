/** Where to go after login: only a path of this site, so a crafted link cannot send the buyer away. */
export const redirectTarget = (redirect: string | null): string =>
  redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
