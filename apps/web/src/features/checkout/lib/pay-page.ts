import { apiBaseFor } from '../../../config/api-hosts';

/** The online payment provider's page (the local sandbox by default), behind one object so tests can watch it. */
export const providerPage = {
  open(payUrl: string): void {
    const url = /^([a-z]+:)?\/\//i.test(payUrl) ? payUrl : `${apiBaseFor(window.location.host)}${payUrl}`;
    window.location.assign(url);
  },
};
