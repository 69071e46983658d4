import { useQuery } from '@tanstack/react-query';
import {
  AdminArticleCategories,
  AdminArticleDetail,
  AdminArticlePage,
  AdminBroadcastPage,
  AdminFeedbackPage,
  AdminWantedPage,
  type AdminArticleForm,
  type AdminArticleQuery,
  type AdminBroadcastForm,
  type AdminFeedbackQuery,
  type AdminWantedQuery,
  type AdminWantedReplyBody,
  type PageQuery,
} from '@yc/contracts';
import { deleteData, getData, postForm } from '../../lib/http';
import { useAdminMutation } from '../api/mutation';
import { ADMIN_KEY } from '../api/session';

const ARTICLES = 'articles';
export const useArticleCategories = () =>
  useQuery({
    queryKey: [ADMIN_KEY, ARTICLES, 'categories'],
    queryFn: () => getData('/api/admin/article-categories', AdminArticleCategories),
  });
export const useSaveArticleCategory = () =>
  useAdminMutation(
    ({ id, body }: { id: number; body: { name: string; sort: number } }) => postForm(`/api/admin/article-categories/${id}`, body),
    {
      done: '栏目已保存',
      refresh: [ARTICLES],
    },
  );
export const useArticles = (query: Partial<AdminArticleQuery>) =>
  useQuery({
    queryKey: [ADMIN_KEY, ARTICLES, 'list', query],
    queryFn: () => getData('/api/admin/articles', AdminArticlePage, { params: query }),
  });
export const useArticle = (id: number | null) =>
  useQuery({
    queryKey: [ADMIN_KEY, ARTICLES, 'detail', id],
    queryFn: () => getData(`/api/admin/articles/${id}`, AdminArticleDetail),
    enabled: id !== null,
  });
export const useSaveArticle = () =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: AdminArticleForm }) =>
      postForm(id === null ? '/api/admin/articles' : `/api/admin/articles/${id}`, body),
    {
      done: '文章已保存',
      refresh: [ARTICLES],
    },
  );
export const useDeleteArticle = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/articles/${id}`), { done: '文章已删除', refresh: [ARTICLES] });

const MESSAGES = 'messages';
export const useBroadcasts = (query: PageQuery) =>
  useQuery({
    queryKey: [ADMIN_KEY, MESSAGES, query],
    queryFn: () => getData('/api/admin/messages', AdminBroadcastPage, { params: query }),
  });
export const useBroadcast = () =>
  useAdminMutation((body: AdminBroadcastForm) => postForm('/api/admin/messages', body), { done: '消息已发送', refresh: [MESSAGES] });

const FEEDBACK = 'feedback';
export const useFeedback = (query: Partial<AdminFeedbackQuery>) =>
  useQuery({ queryKey: [ADMIN_KEY, FEEDBACK, query], queryFn: () => getData('/api/admin/feedback', AdminFeedbackPage, { params: query }) });
export const useReplyFeedback = () =>
  useAdminMutation(({ id, reply }: { id: number; reply: string }) => postForm(`/api/admin/feedback/${id}/reply`, { reply }), {
    done: '已回复，门店可在意见反馈中查看',
    refresh: [FEEDBACK],
  });

const WANTED = 'wanted';
export const useWanted = (query: Partial<AdminWantedQuery>) =>
  useQuery({ queryKey: [ADMIN_KEY, WANTED, query], queryFn: () => getData('/api/admin/wanted', AdminWantedPage, { params: query }) });
export const useReplyWanted = () =>
  useAdminMutation(({ id, body }: { id: number; body: AdminWantedReplyBody }) => postForm(`/api/admin/wanted/${id}/reply`, body), {
    done: '已回复，门店可在品种求购中查看',
    refresh: [WANTED],
  });
