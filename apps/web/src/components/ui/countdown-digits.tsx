import type { CountdownParts } from '../../lib/use-countdown';
import styles from './countdown-digits.module.css';

/** 「N天HH:MM:SS」 with each figure in a box; `digitClassName` gives the boxes their block's colours. */
export function CountdownDigits({ left, digitClassName }: { left: CountdownParts; digitClassName: string }) {
  const box = `${styles.digit} ${digitClassName}`;
  return (
    <>
      <b className={box}>{left.days}</b>天<b className={box}>{left.hours}</b>:<b className={box}>{left.minutes}</b>:
      <b className={box}>{left.seconds}</b>
    </>
  );
}
