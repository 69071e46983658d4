import crypto from 'node:crypto';

/** A float in [0, 1). */
export type Random = () => number;

const cryptoRandom: Random = () => crypto.randomInt(0, 2 ** 48 - 1) / 2 ** 48;
let random: Random = cryptoRandom;

/** The draw's dice; tests set a seeded one to check the odds, null puts the real one back. */
export function setDrawRandom(next: Random | null): void {
  random = next ?? cryptoRandom;
}

export const drawRandom = (): number => random();

/**
 * The prize a roll in [0, 1) lands on, each with its weight's share of the total (weights are
 * integers, so the arithmetic is exact). Prizes out of stock keep their share: an exhausted prize
 * does not raise the odds of the others.
 */
export function pickByWeight<T extends { weight: number }>(prizes: readonly T[], roll: number): T | undefined {
  const total = prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  let left = Math.floor(roll * total);
  for (const p of prizes) {
    const weight = Math.max(0, p.weight);
    if (left < weight) return p;
    left -= weight;
  }
  return undefined;
}
