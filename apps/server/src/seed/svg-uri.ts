/** Small seed pictures (category icons) travel inline, so the menu needs no extra requests. */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
