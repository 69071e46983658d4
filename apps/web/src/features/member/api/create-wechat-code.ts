import { queryOptions, useQuery } from '@tanstack/react-query';
import { WechatBindCode } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** A fresh QR code binding the login to a WeChat user (POST /api/user/create_code); it expires at expires_at. */
export const createWechatCode = async (): Promise<WechatBindCode> => WechatBindCode.parse(await postForm('/api/user/create_code'));

// Each code is new and single-use: it is fetched once per showing and refreshed by hand, never from cache.
export const wechatCodeQueryOptions = () =>
  queryOptions({ queryKey: ['member', 'wechat-code'], queryFn: createWechatCode, staleTime: Infinity, gcTime: 0 });

export const useWechatCode = ({ enabled }: { enabled: boolean }) => useQuery({ ...wechatCodeQueryOptions(), enabled });
