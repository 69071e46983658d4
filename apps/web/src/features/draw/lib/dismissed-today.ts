import dayjs from 'dayjs';

/** A closed draw popup stays closed on this browser for the rest of the day, however often home is opened. */
const key = (drawId: number) => `yc:draw-dismissed:${drawId}`;
const today = () => dayjs().format('YYYY-MM-DD');

export function dismissedToday(drawId: number): boolean {
  try {
    return localStorage.getItem(key(drawId)) === today();
  } catch {
    return false;
  }
}

export function dismissForToday(drawId: number): void {
  try {
    localStorage.setItem(key(drawId), today());
  } catch {
    // Storage refused (private mode, quota): the popup comes back next visit, nothing worse.
  }
}
