/**
 * Tree rows for an antd table: a leaf loses its empty `children`, so the table shows no expander on
 * it (the cast is the table's own convention of an absent children list).
 */
export const treeRows = <T extends { children: T[] }>(nodes: readonly T[]): T[] =>
  nodes.map((n) => (n.children.length ? { ...n, children: treeRows(n.children) } : ({ ...n, children: undefined } as unknown as T)));
