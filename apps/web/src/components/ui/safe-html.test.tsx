import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

const shown = (html: string) => render(<SafeHtml html={html} />).container.firstElementChild as HTMLElement;

describe('SafeHtml: rich text cleaned to the allow-list where it is shown', () => {
  it('drops scripts, handlers, styles, frames and javascript: addresses', () => {
    const box = shown(
      '<p style="color:red" onclick="x()">正文</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<a href="javascript:alert(1)">坏链接</a><iframe src="/"></iframe><svg onload="x()"></svg><form action="/x"><input></form>',
    );
    expect(box.innerHTML).toBe('<p>正文</p><img src="x"><a rel="noopener noreferrer">坏链接</a>');
  });

  it("keeps the article's headings, lists, tables, links and pictures; every link gets rel", () => {
    const box = shown(
      '<h3>标题</h3><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
        '<a href="https://example.com/" rel="opener" class="x">外链</a><a href="/help/xrzn/hyzc">站内</a>' +
        '<img src="/api/img/upload/goods/1/a.png" alt="图" width="100" height="80">',
    );
    expect(box.innerHTML).toBe(
      '<h3>标题</h3><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
        '<a href="https://example.com/" rel="noopener noreferrer">外链</a><a href="/help/xrzn/hyzc" rel="noopener noreferrer">站内</a>' +
        '<img src="/api/img/upload/goods/1/a.png" alt="图" width="100" height="80">',
    );
  });
});
