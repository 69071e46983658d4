/**
 * A function a lower module calls and a module built on it provides, filled once at start by src/wiring.ts:
 * the lower module cannot import the higher one without a folder cycle (.dependency-cruiser.cjs). Calling one
 * that was never filled is a wiring mistake and fails loudly rather than showing a page without its part.
 */
export interface PlugPoint<F extends (...args: never[]) => unknown> {
  fill(implementation: F): void;
  call(...args: Parameters<F>): ReturnType<F>;
}

export function plugPoint<F extends (...args: never[]) => unknown>(name: string): PlugPoint<F> {
  let implementation: F | undefined;
  return {
    fill(f) {
      implementation = f;
    },
    call(...args) {
      if (!implementation) throw new Error(`${name} is not wired: call wireDomains() (src/wiring.ts) at start`);
      return implementation(...args) as ReturnType<F>;
    },
  };
}
