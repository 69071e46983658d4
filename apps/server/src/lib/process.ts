/**
 * A lifecycle as data (Vendure's OrderProcess is the model): each state lists the states it may move
 * to, so the table reads top to bottom like the diagram in docs/architecture.md. The single writer of each
 * lifecycle checks a move here before it writes; the tests walk every pair of the table.
 */
export type Process<S extends string> = { readonly [K in S]: readonly S[] };

/** Who made a move, written beside the event: the buyer, a staff member, or the system (a job, a payment callback, the ops command line). */
export type Actor = { kind: 'buyer'; accountId: number } | { kind: 'staff'; staffId: number } | { kind: 'system'; what: 'job' | 'payment' | 'ops' };

export const actorText = (by: Actor): string =>
  by.kind === 'buyer' ? `buyer:${by.accountId}` : by.kind === 'staff' ? `staff:${by.staffId}` : `system:${by.what}`;

export function mayMove<S extends string>(process: Process<S>, from: S, to: S): boolean {
  return process[from].includes(to);
}

/** Every (from, to) pair of the process with whether the table allows it. */
export function everyMove<P extends Process<string>>(process: P): { from: keyof P & string; to: keyof P & string; allowed: boolean }[] {
  const states = Object.keys(process) as (keyof P & string)[];
  return states.flatMap((from) => states.map((to) => ({ from, to, allowed: (process[from] as readonly string[]).includes(to) })));
}
