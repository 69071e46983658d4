/** Small vector motifs drawn in a 48×48 box; callers place them with translate/scale. */

export type MotifName = 'capsule' | 'leaf' | 'cross' | 'heart' | 'drop' | 'thermometer';

export function motif(name: MotifName, fill: string, accent: string): string {
  switch (name) {
    case 'capsule':
      return [
        `<g transform="rotate(-40 24 24)">`,
        `<rect x="4" y="15" width="40" height="18" rx="9" fill="${accent}"/>`,
        `<path d="M13 15h11v18H13a9 9 0 0 1 0-18z" fill="${fill}"/>`,
        `<rect x="4" y="15" width="40" height="18" rx="9" fill="none" stroke="${fill}" stroke-width="1.5"/>`,
        `<rect x="9" y="18" width="10" height="3" rx="1.5" fill="${accent}" fill-opacity="0.45"/>`,
        `</g>`,
      ].join('');
    case 'leaf':
      return [
        `<path d="M7 41C7 19 21 6 43 5C43 27 30 41 7 41z" fill="${fill}"/>`,
        `<path d="M7 41L33 15M16 32l-1-9M22 26l-1-8M16 32l9 0M22 26l8 0" stroke="${accent}" stroke-width="2" stroke-linecap="round" fill="none"/>`,
      ].join('');
    case 'cross':
      return [
        `<circle cx="24" cy="24" r="22" fill="${accent}"/>`,
        `<rect x="18" y="9" width="12" height="30" rx="3" fill="${fill}"/>`,
        `<rect x="9" y="18" width="30" height="12" rx="3" fill="${fill}"/>`,
      ].join('');
    case 'heart':
      return [
        `<path d="M24 42C10 32 4 24 4 16C4 9 9 5 15 5c4 0 7 2 9 5c2-3 5-5 9-5c6 0 11 4 11 11c0 8-6 16-20 26z" fill="${fill}"/>`,
        `<path d="M9 22h9l3-6l5 12l3-6h10" stroke="${accent}" stroke-width="2.5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
      ].join('');
    case 'drop':
      return [
        `<path d="M24 3C24 3 9 20 9 30a15 15 0 0 0 30 0C39 20 24 3 24 3z" fill="${fill}"/>`,
        `<path d="M17 31a7 7 0 0 0 7 7" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
      ].join('');
    case 'thermometer':
      return [
        `<rect x="18" y="3" width="12" height="32" rx="6" fill="${fill}"/>`,
        `<circle cx="24" cy="37" r="9" fill="${fill}"/>`,
        `<rect x="22" y="14" width="4" height="22" rx="2" fill="${accent}"/>`,
        `<circle cx="24" cy="37" r="5" fill="${accent}"/>`,
      ].join('');
  }
}

/** A motif placed at (x, y) and scaled from 48 px to `size`. */
export function placedMotif(name: MotifName, x: number, y: number, size: number, fill: string, accent: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 48})">${motif(name, fill, accent)}</g>`;
}
