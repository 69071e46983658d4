/** Rich text is cleaned when the console saves it: what a merchandiser pastes never reaches a reader as script. */
import { beforeAll, describe, expect, it } from 'vitest';
import { articleCategories } from '../../src/db/schema/index.js';
import { fileApp } from '../helper.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();
let merchandiser: string;
let categoryId: number;
beforeAll(async () => {
  ({ cookie: merchandiser } = await loggedInStaff(app, 'merchandiser'));
  // A category of the test's own: the seeded lists are counted by other test files.
  const [row] = await app.db
    .insert(articleCategories)
    .values({ kind: 'help', key: `x${process.pid % 100000}`, name: '安全测试栏目' })
    .returning();
  categoryId = row.id;
});

const ATTACK =
  '<h3>采购须知</h3><p onclick="steal()">请先上传资质。<img src=x onerror=alert(1)></p>' +
  '<script>fetch("/api/admin/staff",{method:"POST"})</script>' +
  '<a href="javascript:alert(1)">点此领取</a><a href="jav&#x09;ascript:alert(2)">再点</a>' +
  '<IMG SRC="/api/img/goods/1.svg" ONERROR="alert(3)" alt="商品图"><svg onload="alert(4)"><script>alert(5)</script></svg>' +
  '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>' +
  '<table><tr><td colspan="2" style="color:red">合计</td></tr></table><a href="https://www.nmpa.gov.cn/" target="_blank">药监局</a>';
const CLEAN =
  '<h3>采购须知</h3><p>请先上传资质。<img src="x" /></p>' +
  '<a rel="noopener noreferrer">点此领取</a><a rel="noopener noreferrer">再点</a>' +
  '<img src="/api/img/goods/1.svg" alt="商品图" />' +
  '<table><tr><td colspan="2">合计</td></tr></table><a href="https://www.nmpa.gov.cn/" rel="noopener noreferrer">药监局</a>';

const save = (body: string, id?: number) =>
  asStaff(app, merchandiser, {
    method: 'POST',
    url: id ? `/api/admin/articles/${id}` : '/api/admin/articles',
    payload: { category_id: categoryId, title: '采购须知', summary: '', body, slug: 'xssguide', sort: 0 },
  });
const consoleBody = async (id: number) =>
  (await asStaff(app, merchandiser, { method: 'GET', url: `/api/admin/articles/${id}` })).json().data.body;
const storeBody = async (url: string) => (await app.inject({ method: 'GET', url })).json().data.body;

describe('article bodies saved in the console', () => {
  it('keep headings, paragraphs, tables, links and pictures, without scripts, handlers or javascript: links, for the console and the store', async () => {
    const created = await save(ATTACK);
    expect(created.json()).toMatchObject({ code: 10000, msg: '文章已发布' });
    const id = created.json().data.id as number;

    expect(await consoleBody(id)).toBe(CLEAN);
    expect(await storeBody(`/api/article/detail/${id}`)).toBe(CLEAN);
    expect(await storeBody('/api/article/page/xssguide')).toBe(CLEAN);

    // An edit is cleaned as a new article is.
    expect((await save(`<p>更新</p><img src="/api/img/goods/2.svg" onerror="alert(6)">`, id)).json().code).toBe(10000);
    expect(await storeBody(`/api/article/detail/${id}`)).toBe('<p>更新</p><img src="/api/img/goods/2.svg" />');
    await asStaff(app, merchandiser, { method: 'DELETE', url: `/api/admin/articles/${id}` });
  });

  it('refuses a body that is nothing but script, in Chinese', async () => {
    const res = await save('<script>alert(1)</script><style>p{}</style>');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      msg: '正文只含脚本或不允许的内容，请输入正文',
      errors: { body: ['正文只含脚本或不允许的内容，请输入正文'] },
    });
  });
});
