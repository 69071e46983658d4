/** Checkout's pages as routes mount them: step 2 adds an address with the member centre's own dialog. */
import { ConfirmPage } from '../../features/checkout/pages/confirm-page';
import { AddressDialog } from '../../features/member/components/address-dialog';

export function ConfirmScreen() {
  return <ConfirmPage AddressDialog={AddressDialog} />;
}
