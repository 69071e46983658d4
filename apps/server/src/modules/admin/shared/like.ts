import { escapeLike } from '../../search/keyword.js';

/** LIKE patterns of a console search box: the text anywhere, or at the start, its % and _ taken literally. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
export const startingWith = (text: string): string => `${escapeLike(text)}%`;
