/** Every journey fails on a Content Security Policy violation in any of its pages (collected by browser.ts). */
import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.js';

const expectNoViolations = () => expect(takeCspViolations(), 'Content Security Policy violations').toEqual([]);
afterEach(expectNoViolations);
// Pages opened in a file's beforeAll, or a report that arrived after the last test.
afterAll(expectNoViolations);
