import { afterEach, describe, expect, it } from 'vitest';
import { jsdomStyle } from './computed-style';

function page(css: string, html: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  document.body.innerHTML = html;
}

afterEach(() => {
  document.head.innerHTML = '';
});

const CSS = `
  :where(.css-h).ant-select-dropdown-hidden { display: none; }
  .ant-tabs-tabpane-hidden { display: none; }
  .panel:not(.open) > .body { display: none; }
  .shown.ant-tabs-tabpane-hidden { display: block; }
  .ghost { visibility: hidden; }
  .ghost .again { visibility: visible; }
  a[href$=".pdf"] { display: none; }
  .note::before { display: none; }
  .item:not(:where(.active)) { display: none; }
  .anticon svg { display: inline-block; }
  .flex { display: flex; }
  .grid { display: grid; }
  .forced { display: inline !important; }
  .lifted { visibility: inherit; }
`;

const HTML = `
  <div id="dropdown" class="css-h ant-select-dropdown ant-select-dropdown-hidden"><span id="option">一</span></div>
  <div id="open" class="css-h ant-select-dropdown"></div>
  <div id="pane" class="ant-tabs-tabpane ant-tabs-tabpane-hidden"></div>
  <div id="shown" class="shown ant-tabs-tabpane-hidden"></div>
  <div class="panel"><div id="closed-body" class="body"></div></div>
  <div class="panel open"><div id="open-body" class="body"></div></div>
  <div class="ghost"><span id="in-ghost"></span><span class="again"><i id="visible-again"></i></span></div>
  <div style="visibility: hidden"><b id="inline-hidden"></b></div>
  <div id="inline-none" style="display: none"></div>
  <a id="pdf" href="/a.pdf">PDF</a>
  <p id="note" class="note">说明</p>
  <div hidden id="hidden-attr"></div>
  <input id="hidden-input" type="hidden">
  <li id="item" class="item"></li>
  <li id="active-item" class="item active"></li>
  <span class="anticon"><svg id="icon-svg"></svg></span>
  <span id="plain-span">文字</span>
  <div id="flex-grid" class="flex grid"></div>
  <div id="forced" class="forced" style="display: block"></div>
  <div id="inline-block" style="display: inline-block"></div>
  <div class="ghost"><p id="lifted" class="lifted"></p></div>
`;

describe('the page tests’ getComputedStyle', () => {
  it('says what jsdom says of display and visibility: rules that hide, rules that agree or conflict, inheritance, attributes, inline styles', () => {
    page(CSS, HTML);
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      const element = document.getElementById(id)!;
      const shown = (s: CSSStyleDeclaration) => ({ display: s.display, visibility: s.visibility });
      expect({ id, ...shown(getComputedStyle(element)) }).toEqual({ id, ...shown(jsdomStyle(element)) });
    }
    // The accessible name puts no space around an inline child.
    expect(getComputedStyle(document.getElementById('plain-span')!).display).toBe('inline');
    expect(getComputedStyle(document.getElementById('dropdown')!).display).toBe('none');
    expect(getComputedStyle(document.getElementById('item')!).display).toBe('none');
    expect(getComputedStyle(document.getElementById('in-ghost')!).visibility).toBe('hidden');
    expect(getComputedStyle(document.getElementById('visible-again')!).visibility).toBe('visible');
    expect(getComputedStyle(document.getElementById('closed-body')!).getPropertyValue('display')).toBe('none');
  });

  it('hands every other property to jsdom', () => {
    page('.wide { padding-left: 12px; box-sizing: border-box; }', '<div id="wide" class="wide"></div>');
    const style = getComputedStyle(document.getElementById('wide')!);
    expect(style.paddingLeft).toBe('12px');
    expect(style.getPropertyValue('box-sizing')).toBe('border-box');
  });

  it('sees a rule added after the first answer', () => {
    page('', '<div id="late" class="late"></div>');
    const late = document.getElementById('late')!;
    expect(getComputedStyle(late).display).not.toBe('none');
    (document.styleSheets[0] as CSSStyleSheet).insertRule('.late { display: none; }');
    expect(getComputedStyle(late).display).toBe('none');
  });
});
