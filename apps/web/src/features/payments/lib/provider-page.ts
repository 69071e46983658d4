import { apiBaseFor } from '../../../config/api-hosts';

/** The online payment provider's page (the local sandbox by default), behind one object so tests can watch it. */
export const providerPage = {
  open(payUrl: string): void {
    const url = /^([a-z]+:)?\/\//i.test(payUrl) ? payUrl : `${apiBaseFor(window.location.host)}${payUrl}`;
    window.location.assign(url);
  },
};

const REPAYMENT_KEY = 'yc:credit-repayment';

/** The provider brings the buyer back to /wdqb_zqgl without the repayment's id: it waits here meanwhile. */
export const pendingRepayment = {
  remember: (id: number): void => sessionStorage.setItem(REPAYMENT_KEY, String(id)),
  peek: (): number | null => {
    const id = Number(sessionStorage.getItem(REPAYMENT_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  forget: (): void => sessionStorage.removeItem(REPAYMENT_KEY),
};
