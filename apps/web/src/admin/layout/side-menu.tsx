import type { StaffRole } from '@yc/contracts';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { mayOpen } from '../lib/roles';
import { adminPages, type AdminPage } from '../pages';
import { MENU_GROUPS, type AdminMenuGroup } from './menu-groups';

export const adminHref = (page: Pick<AdminPage, 'path'>): string => `${paths.admin}/${page.path}`;

/** The pages these roles may open, in registry order. */
export const pagesFor = (roles: readonly StaffRole[]): AdminPage[] => adminPages.filter((p) => mayOpen(roles, p.roles));

/** The menu page a path belongs to: the page itself, or the listed page whose path it extends (a detail). */
function selectedKey(pathname: string, pages: readonly AdminPage[]): string | undefined {
  const rest = pathname.slice(paths.admin.length + 1);
  return pages
    .filter((p) => !p.hidden && (rest === p.path || rest.startsWith(`${p.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

export function SideMenu({ roles }: { roles: readonly StaffRole[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pages = pagesFor(roles).filter((p) => !p.hidden);
  const groups = (Object.keys(MENU_GROUPS) as AdminMenuGroup[]).filter((g) => pages.some((p) => p.group === g));
  const items: MenuProps['items'] = groups.map((g) => ({
    key: `group:${g}`,
    label: MENU_GROUPS[g].label,
    icon: MENU_GROUPS[g].icon,
    children: pages.filter((p) => p.group === g).map((p) => ({ key: p.path, label: p.label })),
  }));
  const selected = selectedKey(pathname, pages);
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={groups.map((g) => `group:${g}`)}
      onClick={({ key }) => navigate(adminHref({ path: key }))}
    />
  );
}
