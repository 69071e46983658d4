import styles from './highlighted-text.module.css';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text with a search's words marked (case and full/half width alike); without words, the text as it is. */
export function HighlightedText({ text, words }: { text: string; words?: readonly string[] }) {
  const wanted = (words ?? []).filter((w) => w.length > 0);
  if (!wanted.length) return <>{text}</>;
  // Longer words first, so 阿莫西林 is marked whole rather than as 阿莫.
  const pattern = new RegExp(
    `(${[...wanted]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'gi',
  );
  const parts = text.normalize('NFKC').split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className={styles.hit}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
