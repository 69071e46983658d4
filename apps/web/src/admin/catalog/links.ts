import { paths } from '../../config/paths';

/** Console addresses of the goods pages (the editor's `new` makes a goods). */
export const goodsHref = (id: number | 'new') => `${paths.admin}/goods/${id}`;
export const goodsListHref = `${paths.admin}/goods`;
export const importHref = `${paths.admin}/goods/import`;
