/** Tiny builders for the article HTML, so the texts read as prose and the markup stays uniform. */

export const p = (text: string): string => `<p>${text}</p>`;
export const h3 = (text: string): string => `<h3>${text}</h3>`;
export const ol = (items: readonly string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
export const ul = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const html = (...blocks: readonly string[]): string => blocks.join('\n');

/** Count of Han characters, the measure the article length rules use. */
export function hanCount(text: string): number {
  return (text.match(/\p{Script=Han}/gu) ?? []).length;
}
