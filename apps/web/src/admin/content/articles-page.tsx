import {
  AdminArticleBody,
  AdminArticleCategoryBody,
  ARTICLE_KIND_TEXT,
  type AdminArticleCategory,
  type AdminArticleForm,
  type AdminArticleRow,
} from '@yc/contracts';
import { Button, DatePicker, Form, Input, Select, Space, Table, Tabs, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { zodRule } from '../../components/ui/form/zod-rule';
import { SafeHtml } from '../../components/ui/safe-html';
import { detailReady, EditModal, SortField, useEditing } from '../components/edit-modal';
import { FilterSelect, ListBar } from '../components/list-bar';
import { RowActions } from '../components/row-actions';
import { QueryTable, timeColumn, usePageState } from '../components/paged-table';
import { chinaTimeOf, pickerTime } from '../lib/china-time';
import { useArticle, useArticleCategories, useArticles, useDeleteArticle, useSaveArticle, useSaveArticleCategory } from './api/articles';

type FormValues = Omit<AdminArticleForm, 'published_at'> & { published_at?: Dayjs };

/** The body as HTML and, beside it, as the storefront shows it. */
function BodyField() {
  const body = Form.useWatch<string | undefined>('body');
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'edit',
          label: '编辑正文（HTML）',
          forceRender: true,
          children: (
            <Form.Item name="body" required rules={[zodRule(AdminArticleBody.shape.body)]}>
              <Input.TextArea rows={14} placeholder="<p>正文段落</p>" style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          ),
        },
        {
          key: 'preview',
          label: '预览',
          // Cleaned as the storefront cleans it: what the preview shows is what buyers will see, and nothing pasted runs.
          children: <SafeHtml style={{ minHeight: 200, padding: 12, border: '1px solid #f0f0f0' }} html={body ?? ''} />,
        },
      ]}
    />
  );
}

function ArticleList({ categories }: { categories: AdminArticleCategory[] }) {
  const [page, setPage] = usePageState();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [keywords, setKeywords] = useState('');
  const list = useArticles({ ...page, category_id: categoryId, keywords: keywords || undefined });
  const editing = useEditing<AdminArticleRow>();
  const detail = useArticle(editing.row ? editing.row.id : null);
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const a = editing.row ? detail.data : undefined;
  const categoryOptions = categories.map((c) => ({ value: c.id, label: `${ARTICLE_KIND_TEXT[c.kind] ?? ''}·${c.name}` }));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar search={{ placeholder: '文章标题', onSearch: setKeywords }} addLabel="发布文章" onAdd={editing.create}>
        <FilterSelect
          placeholder="全部栏目"
          width={180}
          value={categoryId}
          onChange={(v) => {
            setCategoryId(v);
            setPage({ ...page, page: 1 });
          }}
          options={categoryOptions}
        />
      </ListBar>
      <QueryTable<AdminArticleRow>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '栏目', dataIndex: 'category_name', width: 120 },
          { title: '标识', dataIndex: 'slug', width: 100, render: (s: string) => s || '—' },
          timeColumn<AdminArticleRow>('发布时间', 'published_at'),
          { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, r) => <RowActions onEdit={() => editing.edit(r)} onDelete={() => remove.mutate(r.id)} what={r.title} />,
          },
        ]}
      />
      <EditModal<FormValues>
        title={editing.row ? '编辑文章' : '发布文章'}
        open={detailReady(editing, detail.data)}
        width={900}
        onClose={editing.close}
        initialValues={a ? { ...a, published_at: pickerTime(a.published_at) } : { category_id: categoryId, sort: 0 }}
        onSubmit={({ published_at, ...v }) =>
          save.mutateAsync({ id: editing.row?.id ?? null, body: { ...v, published_at: published_at && chinaTimeOf(published_at) } })
        }
      >
        <Space size="large" wrap>
          <Form.Item name="category_id" label="栏目" required rules={[zodRule(AdminArticleBody.shape.category_id)]}>
            <Select style={{ width: 200 }} options={categoryOptions} />
          </Form.Item>
          <Form.Item name="published_at" label="发布时间" extra="不填为现在">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <SortField />
          <Form.Item name="slug" label="文章标识" extra="帮助文章的地址，如 hyzc">
            <Input maxLength={20} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Form.Item name="title" label="标题" required rules={[zodRule(AdminArticleBody.shape.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="summary" label="摘要">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <BodyField />
      </EditModal>
    </Space>
  );
}

function CategoryList({ categories, loading }: { categories: AdminArticleCategory[]; loading: boolean }) {
  const editing = useEditing<AdminArticleCategory>();
  const save = useSaveArticleCategory();
  return (
    <>
      <Typography.Paragraph type="secondary">
        栏目与商城页面一一对应，可修改名称和排序；帮助中心的前4个栏目显示在页脚。
      </Typography.Paragraph>
      <Table<AdminArticleCategory>
        rowKey="id"
        loading={loading}
        dataSource={categories}
        pagination={false}
        columns={[
          { title: '栏目名称', dataIndex: 'name' },
          { title: '所属', dataIndex: 'kind', width: 120, render: (k: string) => ARTICLE_KIND_TEXT[k] ?? k },
          { title: '文章数', dataIndex: 'articles', width: 90, align: 'right' },
          { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, c) => (
              <Button size="small" type="link" onClick={() => editing.edit(c)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <EditModal<{ name: string; sort: number }>
        title="编辑栏目"
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ?? {}}
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? 0, body })}
      >
        <Form.Item name="name" label="栏目名称" required rules={[zodRule(AdminArticleCategoryBody.shape.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <SortField />
      </EditModal>
    </>
  );
}

/** News and help articles, and the categories they are listed under. */
export function ArticlesPage() {
  const categories = useArticleCategories();
  return (
    <Tabs
      items={[
        { key: 'articles', label: '文章列表', children: <ArticleList categories={categories.data ?? []} /> },
        {
          key: 'categories',
          label: '栏目管理',
          children: <CategoryList categories={categories.data ?? []} loading={categories.isFetching} />,
        },
      ]}
    />
  );
}
