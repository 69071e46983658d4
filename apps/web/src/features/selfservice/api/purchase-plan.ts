import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlanCartResult, PlanWantedResult, PurchasePlan, type PlanCartBody } from '@yc/contracts';
import { getData, postForm, postJson } from '../../../lib/http';
import { invalidateCart } from '../../../lib/cart-events';

const PLAN_KEY = ['selfservice', 'purchase-plan'] as const;

/** The template the import reads (an .xlsx download). */
export const PLAN_TEMPLATE_URL = '/api/user/purchase_plan/template';

/** The store's last imported plan with today's prices and stock, or null (GET /api/user/purchase_plan). */
export const useLatestPlan = () =>
  useQuery({ queryKey: PLAN_KEY, queryFn: ({ signal }) => getData('/api/user/purchase_plan', PurchasePlan.nullable(), { signal }) });

/** Uploads a plan (multipart POST /api/user/purchase_plan, the file in `file`); the server reads and matches it. */
export const useImportPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return PurchasePlan.parse(await postForm('/api/user/purchase_plan', body));
    },
    onSuccess: (plan) => queryClient.setQueryData(PLAN_KEY, plan),
  });
};

/** Adds the chosen rows (POST /api/user/purchase_plan/{id}/cart); rows added before are not added again. */
export const useAddPlanToCart = (planId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlanCartBody) => PlanCartResult.parse(await postJson(`/api/user/purchase_plan/${planId}/cart`, body)),
    onSuccess: () => Promise.all([invalidateCart(queryClient), queryClient.invalidateQueries({ queryKey: PLAN_KEY })]),
  });
};

/** Sends rows to 求购 (POST /api/user/purchase_plan/{id}/wanted). */
export const usePlanToWanted = (planId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: number[]) => PlanWantedResult.parse(await postJson(`/api/user/purchase_plan/${planId}/wanted`, { lines })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['selfservice', 'wanted'] }),
  });
};
