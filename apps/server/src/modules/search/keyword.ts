/** A typed keyword turned into the LIKE patterns every search uses, with the wildcards it may hold escaped. */

/** `%`, `_` and `\` typed by the buyer are literal characters, not wildcards (backslash is LIKE's default escape). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface KeywordPatterns {
  /** Anywhere in the name. */
  contains: string;
  /** At the start of the name. */
  prefix: string;
  /** At the start of the pinyin initials, when the keyword is Latin letters and digits (amxl); else null. */
  initialsPrefix: string | null;
  /** At the start of the full pinyin, when the keyword is three or more Latin letters (buluofen); else null. */
  pinyinPrefix: string | null;
  /** At the start of an approval number, typed whole (国药准字H1302…) or from its letter (H1302…); only for keywords with a digit. */
  approvalPrefixes: string[];
}

export function keywordPatterns(keyword: string): KeywordPatterns {
  const k = escapeLike(keyword);
  const upper = k.toUpperCase();
  return {
    contains: `%${k}%`,
    prefix: `${k}%`,
    initialsPrefix: /^[a-z0-9]+$/i.test(keyword) ? `${keyword.toLowerCase()}%` : null,
    pinyinPrefix: /^[a-z]{3,}$/i.test(keyword) ? `${keyword.toLowerCase()}%` : null,
    approvalPrefixes: /\d/.test(keyword) ? [`${upper}%`, `国药准字${upper}%`] : [],
  };
}
