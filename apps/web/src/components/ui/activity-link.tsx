import { App } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { activityLinkOutcome, recordActivityTap } from '../../lib/activity-link';
import { isExternal } from './smart-link';

interface ActivityLinkProps {
  /** The entry's target: an activity page, possibly `#note`, possibly empty. */
  url: string | null | undefined;
  /** The activity the entry stands for: its taps are counted. */
  activityId?: number;
  /** Its start and the server's clock (seconds), when the entry knows them. */
  startTime?: number;
  now?: number;
  className?: string;
  children: ReactNode;
}

/** An entry into an activity: counts the tap, then goes to the page or says why not (spec section 8). */
export function ActivityLink({ url, activityId, startTime, now, className, children }: ActivityLinkProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const outcome = activityLinkOutcome(url, { startTime, now });
  const open = () => {
    if (activityId !== undefined) void recordActivityTap(activityId);
    if (outcome.kind === 'message') void message.info(outcome.text);
    else if (isExternal(outcome.to)) window.location.assign(outcome.to);
    else navigate(outcome.to);
  };
  return (
    <a
      href={outcome.kind === 'go' ? outcome.to : undefined}
      role="link"
      tabIndex={0}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && outcome.kind === 'message') open();
      }}
    >
      {children}
    </a>
  );
}
