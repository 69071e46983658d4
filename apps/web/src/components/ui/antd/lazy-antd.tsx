import { lazy, type ComponentType } from 'react';

type Scope = typeof import('./antd-scope');

const loadScope = (): Promise<Scope> => import('./antd-scope');

function scoped<P extends object>(Component: ComponentType<P>, { AntdScope }: Scope): ComponentType<P> {
  return function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  };
}

/** A component that uses antd, loaded together with the antd scope it draws in. */
export async function loadWithAntd<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, scope] = await Promise.all([load(), loadScope()]);
  return scoped(Component, scope);
}

/** React.lazy of a component that uses antd, for the parts of an antd-free page that do (a pager, a popup). */
export const lazyWithAntd = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await loadWithAntd(load) }));
