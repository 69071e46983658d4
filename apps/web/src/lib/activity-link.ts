import { ACTIVITY_LINK_MSG } from '@yc/contracts';
import { postForm } from './http';

/** Where following an activity entry leads: a page, or a message in its place (spec section 8). */
export type ActivityLinkOutcome = { kind: 'go'; to: string } | { kind: 'message'; text: string };

const decodeNote = (note: string): string => {
  try {
    return decodeURIComponent(note).trim();
  } catch {
    return note.trim();
  }
};

/**
 * Spec section 8: a link with a note after `#` shows the note; a link without a target says
 * 活动暂未开始; one whose activity has not started (its start and the server's clock, in seconds,
 * when the entry knows them) says 活动未开始; any other goes to its page.
 */
export function activityLinkOutcome(url: string | null | undefined, when: { startTime?: number; now?: number } = {}): ActivityLinkOutcome {
  const target = (url ?? '').trim();
  const hash = target.indexOf('#');
  const note = hash >= 0 ? decodeNote(target.slice(hash + 1)) : '';
  if (note !== '') return { kind: 'message', text: note };
  const path = hash >= 0 ? target.slice(0, hash) : target;
  if (path === '') return { kind: 'message', text: ACTIVITY_LINK_MSG.NO_TARGET };
  if (when.startTime !== undefined && when.now !== undefined && when.startTime > when.now)
    return { kind: 'message', text: ACTIVITY_LINK_MSG.NOT_STARTED };
  return { kind: 'go', to: path };
}

/** POST /api/activity/tap {id}: counts a tap on an activity's entry. Never cancelled by a repeat (NO_CANCEL_PATHS), never shown. */
export const recordActivityTap = (id: number): Promise<unknown> =>
  postForm('/api/activity/tap', { id }, { policy: { silent: true } }).catch(() => undefined);
