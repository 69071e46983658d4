import { act, fireEvent, render, screen } from '@testing-library/react';
import { LAZY_PRELOAD_FACTOR } from '@yc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image';
import { isWithinPreload } from './use-lazy-visible';

const VIEWPORT = 800;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazy images (spec section 9: preload factor 1.3)', () => {
  it('counts an element as near once its top is within 1.3 viewport heights', () => {
    const reach = VIEWPORT * LAZY_PRELOAD_FACTOR;
    expect(isWithinPreload({ top: reach - 1, bottom: reach + 199 }, VIEWPORT)).toBe(true);
    expect(isWithinPreload({ top: reach, bottom: reach + 200 }, VIEWPORT)).toBe(false);
    expect(isWithinPreload({ top: -1000, bottom: -(reach - VIEWPORT) + 1 }, VIEWPORT)).toBe(true);
    expect(isWithinPreload({ top: -1000, bottom: -(reach - VIEWPORT) }, VIEWPORT)).toBe(false);
  });

  it('loads the picture only when scrolled near, with a placeholder until then', async () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
    let top = 2000;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: top + 180 }) as DOMRect);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const { container } = render(<LazyImage src="/api/img/goods/1.svg" alt="阿莫西林胶囊" width={180} height={180} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '阿莫西林胶囊' })).toHaveTextContent('药');

    top = 1000;
    act(() => {
      fireEvent.scroll(window);
    });
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/img/goods/1.svg');
  });
});
