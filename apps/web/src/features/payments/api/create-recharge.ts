import { useMutation } from '@tanstack/react-query';
import { RechargeCreated, type RechargeBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** A recharge order to pay online (POST /api/charge/store {amount}); the wallet grows when the provider confirms. */
export const createRecharge = async (body: RechargeBody): Promise<RechargeCreated> =>
  RechargeCreated.parse(await postForm('/api/charge/store', body));

export const useCreateRecharge = () => useMutation({ mutationFn: createRecharge });
