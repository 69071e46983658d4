import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initialSession, useSessionStore } from '../stores/session';

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
window.getComputedStyle = (element: Element) => computeStyle(element);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  useSessionStore.setState(initialSession);
});
