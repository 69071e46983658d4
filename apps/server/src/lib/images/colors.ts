/** Colour helpers: stable palettes picked by a hash of the name, and shading of hex colours. */
import { hashString } from '../hash-string.js';

export interface Palette {
  /** Band and side face. */
  main: string;
  dark: string;
  light: string;
  /** Pale tint for faces and backgrounds. */
  tint: string;
}

export function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)}, ${Math.round(s)}%, ${Math.round(l)}%)`;
}

// Hues that carry white text well; yellow-greens are left out because white on them is unreadable.
const HUES_BY_KIND: Readonly<Record<'western' | 'tcm' | 'device' | 'any', readonly number[]>> = {
  western: [208, 220, 195, 265, 340, 5, 180, 230, 290, 355],
  tcm: [100, 130, 150, 25, 15, 355, 35, 160],
  device: [200, 210, 185, 225, 170, 240],
  any: [208, 5, 150, 265, 25, 185, 340, 230, 130, 15],
};

export function paletteFor(name: string, kind: keyof typeof HUES_BY_KIND, shift = 0): Palette {
  const hash = hashString(name);
  const hues = HUES_BY_KIND[kind];
  const hue = hues[hash % hues.length] + ((hash >>> 8) % 11) - 5 + shift;
  return {
    main: hsl(hue, 62, 42),
    dark: hsl(hue, 58, 30),
    light: hsl(hue, 65, 62),
    tint: hsl(hue, 55, 95),
  };
}

/** Mixes a #rrggbb colour with black (amount < 0) or white (amount > 0). Other inputs pass through. */
export function shade(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/iu.exec(hex.trim());
  if (!match) return hex;
  const value = parseInt(match[1], 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.min(1, Math.abs(amount));
  const channel = (shift: number): string => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A colour safe to put in an attribute: #hex, hsl() or a plain name; anything else becomes grey. */
export function safeColor(color: string): string {
  return /^(#[0-9a-f]{3,8}|hsla?\([\d.,%\s]+\)|rgba?\([\d.,%\s]+\)|[a-z]+)$/iu.test(color.trim()) ? color.trim() : '#8c8c8c';
}
