/** antd's Result, whose pictures weigh some 30 KB: loaded when a status page or an error is shown, not with every page. */
import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

const Result = lazy(() => import('antd/es/result'));

export function StatusResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
