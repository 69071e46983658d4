import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetFeedbackHost } from '../lib/http/feedback-host-state';
import { initialSession, useSessionStore } from '../stores/session';
import { answerVisibilityCheaply } from './computed-style';

// jsdom draws no canvas (getContext answers null), and ECharts then fails when a chart unmounts mid-draw: the charts
// get a 2D context that draws nothing, each call answering one more such object (gradients, patterns).
const inert: object = new Proxy(() => inert, {
  get: (_, key) => (key === 'width' ? 0 : key === Symbol.toPrimitive ? () => 0 : inert),
  set: () => true,
  apply: () => inert,
});
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  return new Proxy(inert, { get: (_, key) => (key === 'canvas' ? this : key === 'measureText' ? () => ({ width: 0 }) : inert) });
} as unknown as HTMLCanvasElement['getContext'];

// jsdom lacks these; antd's responsive hooks and react-router's ScrollRestoration call them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });
// antd's inputs and popups watch their size; jsdom has no layout, so nothing ever changes size.
class NoResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
// antd measures scrollbars through pseudo-elements, which jsdom does not compute; the element's own style will do.
const computeStyle = window.getComputedStyle.bind(window);
answerVisibilityCheaply(window, (element) => computeStyle(element));

// Routes, status pictures and table views load as chunks of their own; on a busy machine one takes more than
// the default second to arrive.
configure({ asyncUtilTimeout: 5000 });

// Pages under test ask for the session user as a browser holding a session would; the fake API decides who it is.
document.cookie = 'yc_sid_on=1';

afterEach(() => {
  cleanup();
  forgetFeedbackHost();
  document.body.innerHTML = '';
  sessionStorage.clear();
  useSessionStore.setState(initialSession);
});
