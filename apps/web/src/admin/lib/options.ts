/** Select or radio options of a fixed list of values, each labelled with its text. */
export const optionsOf = <V extends string>(values: readonly V[], text: Readonly<Record<string, string>>) =>
  values.map((value) => ({ value, label: text[value] }));
