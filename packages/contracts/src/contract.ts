import { z } from './zod.js';

/** The yearly purchase contract shown at /dzht (电子合同). */
export const ContractView = z.object({
  contract_no: z.string(),
  title: z.string(),
  company: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  signed: z.number().int(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  clauses: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type ContractView = z.infer<typeof ContractView>;

export const SignContractBody = z.strictObject({
  signer_name: z
    .string({ message: '请输入签署人姓名' })
    .trim()
    .min(2, '签署人姓名至少2个字')
    .max(20, '签署人姓名不能超过20个字'),
  agree: z.coerce.number({ message: '请阅读并同意合同条款' }).refine((v) => v === 1, '请阅读并同意合同条款'),
});
export type SignContractBody = z.infer<typeof SignContractBody>;
