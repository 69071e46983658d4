/**
 * getComputedStyle for the page tests. jsdom 29 computes a style by matching every rule of the document
 * against the element (about 0.1 ms a rule), and antd injects well over a thousand: one call costs 30–120 ms,
 * and a role query, which asks whether each element and its subtree are displayed and visible, makes
 * hundreds (a console page's row query took 10 s); the accessible name also asks each child whether it is
 * inline. Display and visibility are answered here from the rules that set them, a cheap class test ruling
 * most out, the element's style attribute and the user agent's default for its tag; as soon as one of those
 * rules matches, and for every other property, jsdom computes the style as before.
 */

type HidingProperty = 'display' | 'visibility';

interface HidingRule {
  selector: string;
  /** Classes the element itself must carry for the selector to match it; a cheap test before `matches`. */
  classes: string[];
  value: string;
  important: boolean;
}

// Tags the user-agent stylesheet hides, and <dialog> and <details> whose content it shows only when open.
const UA_SPECIAL = new Set([
  'HEAD',
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'TITLE',
  'META',
  'LINK',
  'DATALIST',
  'NOSCRIPT',
  'DIALOG',
  'DETAILS',
  'INPUT',
  'AREA',
  'BASE',
  'PARAM',
]);

/** Splits at commas (or combinators) outside parentheses and brackets. */
function splitTopLevel(text: string, at: (ch: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (depth === 0 && at(ch)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * The classes a compound selector surely requires of the element: its own, and a `:where()` or `:is()` of
 * one class (antd's hash); whatever sits in any other functional pseudo-class (`:not()`, alternatives) is
 * left out, so the test never rules out an element the selector could match.
 */
function requiredClasses(selector: string): string[] {
  // An attribute's value may hold a dot ([href$=".pdf"]).
  const compound = selector.replace(/\[[^\]]*\]/g, '');
  let plain = '';
  for (let i = 0; i < compound.length; i += 1) {
    const fn = /^:([\w-]+)\(/.exec(compound.slice(i));
    if (!fn) {
      plain += compound[i];
      continue;
    }
    let depth = 0;
    let end = i + fn[0].length - 1;
    for (; end < compound.length; end += 1) {
      if (compound[end] === '(') depth += 1;
      else if (compound[end] === ')' && --depth === 0) break;
    }
    const inner = compound.slice(i + fn[0].length, end).trim();
    if ((fn[1] === 'where' || fn[1] === 'is') && /^\.[\w-]+$/.test(inner)) plain += inner;
    i = end;
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
}

/** The rule's selectors that can match an element itself (not a ::before or ::after), with the classes each needs. */
function selectorsOf(rule: CSSStyleRule, property: HidingProperty): HidingRule[] {
  const value = rule.style.getPropertyValue(property);
  const important = rule.style.getPropertyPriority(property) === 'important';
  return splitTopLevel(rule.selectorText, (ch) => ch === ',')
    .filter((selector) => !/::?(before|after|placeholder|selection|marker|backdrop|-webkit-[\w-]+|-ms-[\w-]+|-moz-[\w-]+)\b/.test(selector))
    .map((selector) => {
      const compounds = splitTopLevel(selector, (ch) => ch === ' ' || ch === '>' || ch === '+' || ch === '~');
      return { selector, classes: requiredClasses(compounds.at(-1) ?? ''), value, important };
    });
}

const sheetRules = new WeakMap<CSSStyleSheet, { length: number; rules: Record<HidingProperty, HidingRule[]> }>();

function collect(rules: CSSRuleList, into: Record<HidingProperty, HidingRule[]>): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      for (const property of ['display', 'visibility'] as const) {
        if (rule.style.getPropertyValue(property)) into[property].push(...selectorsOf(rule, property));
      }
    } else if ('cssRules' in rule) {
      collect((rule as CSSGroupingRule).cssRules, into);
    }
  }
}

/** The rules of the document that may decide the property, re-read for a sheet whenever its rule count changes. */
function rulesFor(doc: Document, property: HidingProperty): HidingRule[] {
  const all: HidingRule[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let known = sheetRules.get(sheet);
    if (!known || known.length !== sheet.cssRules.length) {
      known = { length: sheet.cssRules.length, rules: { display: [], visibility: [] } };
      collect(sheet.cssRules, known.rules);
      sheetRules.set(sheet, known);
    }
    all.push(...known.rules[property]);
  }
  return all;
}

/**
 * What the rules that match the element say, when that is certain without the cascade: nothing (undefined), or
 * the one value they all give; null when they disagree, one is !important, or a selector could not be read.
 */
function ruledValue(element: Element, rules: HidingRule[]): string | undefined | null {
  let said: string | undefined;
  for (const rule of rules) {
    if (!rule.classes.every((c) => element.classList.contains(c))) continue;
    let hit: boolean;
    try {
      hit = element.matches(rule.selector);
    } catch {
      return null;
    }
    if (!hit) continue;
    if (rule.important || (said !== undefined && said !== rule.value)) return null;
    said = rule.value;
  }
  return said;
}

const styleOf = (element: Element): CSSStyleDeclaration | undefined => (element as HTMLElement).style;

// The user agent's display of each tag, read once from jsdom on a probe inside a shadow root, where the
// document's stylesheets do not reach (jsdom 31 computes no style in a document without a window).
const defaults = new Map<string, string>();
let probes: ShadowRoot | undefined;

function defaultDisplay(element: Element): string {
  const key = `${element.namespaceURI ?? ''} ${element.tagName}`;
  let value = defaults.get(key);
  if (value === undefined) {
    if (!probes?.host.isConnected) {
      const host = document.createElement('div');
      document.documentElement.append(host);
      probes = host.attachShadow({ mode: 'open' });
    }
    const probe = document.createElementNS(element.namespaceURI, element.localName);
    probes.append(probe);
    value = jsdomStyle(probe).display;
    probe.remove();
    defaults.set(key, value);
  }
  return value;
}

const GLOBAL_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/** The element's own specified value: its style attribute over the rules, unless a rule may win over it. */
function specified(element: Element, property: HidingProperty): string | undefined | null {
  const ruled = ruledValue(element, rulesFor(element.ownerDocument, property));
  if (ruled === null) return null;
  const value = styleOf(element)?.getPropertyValue(property) || ruled;
  return value && GLOBAL_KEYWORDS.has(value) ? null : value;
}

function display(element: Element, full: () => CSSStyleDeclaration): string {
  if (UA_SPECIAL.has(element.tagName) || element.hasAttribute('hidden')) return full().display;
  const value = specified(element, 'display');
  return value === null ? full().display : (value ?? defaultDisplay(element));
}

/** Inherited: the nearest of the element and its ancestors that specifies one gives it. */
function visibility(element: Element, full: () => CSSStyleDeclaration): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = specified(node, 'visibility');
    if (value === null) return full().visibility;
    if (value !== undefined) return value;
  }
  return 'visible';
}

let jsdomCompute: ((element: Element) => CSSStyleDeclaration) | undefined;

/** jsdom's own answer, which the shortcut must always agree with (computed-style.test.ts). */
export const jsdomStyle = (element: Element): CSSStyleDeclaration => {
  if (!jsdomCompute) throw new Error('answerVisibilityCheaply was not installed (testing/setup.ts)');
  return jsdomCompute(element);
};

/** Installs the shortcut on the test window; `compute` is jsdom's own getComputedStyle. */
export function answerVisibilityCheaply(window: Window, compute: (element: Element) => CSSStyleDeclaration): void {
  jsdomCompute = compute;
  window.getComputedStyle = (element: Element) => {
    let real: CSSStyleDeclaration | undefined;
    const full = (): CSSStyleDeclaration => (real ??= compute(element));
    const cheap = (property: string): string | undefined =>
      property === 'display' ? display(element, full) : property === 'visibility' ? visibility(element, full) : undefined;
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, key) {
        if (key === 'display' || key === 'visibility') return cheap(key);
        if (key === 'getPropertyValue') return (property: string) => cheap(property) ?? full().getPropertyValue(property);
        const value: unknown = Reflect.get(full(), key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(full()) : value;
      },
    });
  };
}
