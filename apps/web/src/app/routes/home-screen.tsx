/** The home page as its route mounts it: with the prize-draw popup over it (spec section 4), composed here since features do not import each other. */
import { lazy, Suspense } from 'react';
import { DrawPopup } from '../../features/draw/components/draw-popup';

// The header and footer paint at once; the blocks, with the catalogue's cards, arrive as their own chunk.
const HomeBlocks = lazy(async () => ({ default: (await import('./home-blocks')).HomeBlocks }));

export function HomeScreen() {
  return (
    <>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: 1600 }} />}>
        <HomeBlocks />
      </Suspense>
      <DrawPopup />
    </>
  );
}
