/** antd's Empty (its picture and text), loaded with antd's scope when a page has nothing to show. */
import type { EmptyProps } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { lazyWithAntd } from './antd/lazy-antd';

const Empty = lazyWithAntd(async () => (await import('antd/es/empty')).default as ComponentType<EmptyProps>);

export function EmptyState(props: EmptyProps) {
  return (
    // Until antd comes, the words and the way on (a 去逛逛 button) without the picture.
    <Suspense
      fallback={
        <div>
          <p>{props.description}</p>
          {props.children}
        </div>
      }
    >
      <Empty {...props} />
    </Suspense>
  );
}
