import { z } from './zod.js';
import { Code } from './codes.js';

/** Every API response: `{ code, msg, data }`; validation failures add `errors`. */
export const Envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data, errors: z.record(z.string(), z.array(z.string())).optional() });

export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  errors?: Record<string, string[]>;
}

/** A paged list as every list endpoint answers it. */
export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export interface PagedList<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export const PageQuery = z.object({
  page: z.coerce.number({ message: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于1').max(10000, '页码过大').default(1),
  page_size: z.coerce
    .number({ message: '每页数量必须是数字' })
    .int('每页数量必须是整数')
    .min(1, '每页数量不能小于1')
    .max(100, '每页数量不能超过100')
    .default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A business refusal answered with HTTP 200 (out of stock, over a limit): the page shows msg. */
export const Refused = z.object({
  code: z
    .number()
    .int()
    .refine((code) => code !== Code.OK, '拒绝答复不能是成功码'),
  msg: z.string(),
  data: z.null(),
});

/** What a call that may refuse answers: its data on success, else the refusal. */
export const Answer = <T extends z.ZodType>(data: T) => z.union([Envelope(data), Refused]);

/** What a change with nothing to return answers: data is null on success and on refusal alike. */
export const Done = Envelope(z.null());
