/** antd's Result, whose pictures weigh some 30 KB: loaded when a status page or an error is shown, not with every page. */
import type { ResultProps } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { lazyWithAntd } from './antd/lazy-antd';

const Result = lazyWithAntd(async () => (await import('antd/es/result')).default as ComponentType<ResultProps>);

export function StatusResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
