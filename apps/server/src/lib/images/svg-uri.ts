/** Small pictures (category icons) travel inline as data URIs, so the menu needs no extra requests. */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
