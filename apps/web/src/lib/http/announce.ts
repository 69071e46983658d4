import { Msg } from '@yc/contracts';
import { adminLoginHref, loginHref, paths } from '../../config/paths';
import { pageLocation } from '../browser/page-location';
import type { ApiError } from './api-error';
import { message, modal } from './feedback';
import { currentPath, navigateTo } from './navigator';
import type { RequestPolicy } from './policy';

// Several calls failing together must show one toast or dialog, not a stack of them.
const SERVER_BUSY_KEY = 'http-server-busy';
let timeoutDialogOpen = false;

function showTimeoutDialog(): void {
  if (timeoutDialogOpen) return;
  timeoutDialogOpen = true;
  modal.error({
    title: Msg.TIMEOUT,
    okText: '刷新页面',
    onOk: () => pageLocation.reload(),
    afterClose: () => {
      timeoutDialogOpen = false;
    },
  });
}

const inConsole = (path: string): boolean => path === paths.admin || path.startsWith(`${paths.admin}/`);

/** The buyer's login, or the console's own for a page of the console. */
function toLogin(): void {
  const here = currentPath();
  const page = here.split('?')[0];
  // Already on the login page: a redirect would only stack another redirect param.
  if (page === paths.login || page === paths.adminLogin) return;
  navigateTo(inConsole(page) ? adminLoginHref(here) : loginHref(here));
}

/** Shows the buyer what a failed call means (spec section 8), unless the caller opted out. */
export function announce(error: ApiError, policy: RequestPolicy = {}): void {
  if (policy.silent) return;
  switch (error.kind) {
    case 'unauthorized':
      toLogin();
      return;
    case 'contract':
      message.open({ type: 'warning', content: error.message || Msg.CONTRACT_UNSIGNED });
      navigateTo(paths.dzht);
      return;
    case 'validation':
      message.open({ type: 'error', content: error.message });
      return;
    case 'server':
      message.open({ type: 'error', content: Msg.SERVER_BUSY, key: SERVER_BUSY_KEY });
      return;
    case 'timeout':
      showTimeoutDialog();
      return;
    case 'business':
      if (policy.onBizError) policy.onBizError(error);
      else modal.warning({ title: Msg.ALERT_TITLE, content: error.message });
      return;
    case 'network':
    case 'canceled':
      // Spec section 8 has nothing to show for these; the caller's promise still rejects.
      return;
  }
}
