/** The home page as its route mounts it: with the prize-draw popup over it (spec section 4), composed here since features do not import each other. */
import { lazy, Suspense } from 'react';

// The header and footer paint at once; the blocks, with the catalogue's cards, arrive as their own chunk.
const HomeBlocks = lazy(async () => ({ default: (await import('./home-blocks')).HomeBlocks }));
// The draw asks the server first whether there is one for this visitor; its code follows the blocks.
const DrawPopup = lazy(async () => ({ default: (await import('../../features/draw/components/draw-popup')).DrawPopup }));

export function HomeScreen() {
  return (
    <>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: 1600 }} />}>
        <HomeBlocks />
      </Suspense>
      <Suspense fallback={null}>
        <DrawPopup />
      </Suspense>
    </>
  );
}
