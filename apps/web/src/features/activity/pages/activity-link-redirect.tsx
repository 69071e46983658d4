import { Navigate, useLocation, useParams } from 'react-router';
import { activityLoadingHref } from '../../../config/paths';

/** /activity/{url?}/{url1?}/{url2?} goes to /loading/activity with its parts, and its `#note` kept (spec sections 2 and 8). */
export function ActivityLinkRedirect() {
  const { url, url1, url2 } = useParams();
  const { hash } = useLocation();
  const parts = Object.fromEntries(
    Object.entries({ url, url1, url2 }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return <Navigate to={`${activityLoadingHref(parts)}${hash}`} replace />;
}
