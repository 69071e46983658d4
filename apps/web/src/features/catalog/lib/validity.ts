/**
 * The validity of the batches that would ship (the server's xq_text: 「效期至 2027-08-31」 or
 * 「2027-03 ~ 2027-08」) after a 「有效期」 label: 「至 2027-08-31」 or the range as it is.
 */
export const validityAfterLabel = (xqText: string): string => xqText.replace(/^效期/, '');
