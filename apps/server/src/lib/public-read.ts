/**
 * Route config of a read that is the same for every visitor and changes rarely (categories, banners,
 * articles): answered with an ETag, and 304 when the browser's copy is still current (plugins/conditional-get.ts).
 */
export const PUBLIC_READ = { etag: true } as const;
