import {
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Sections of the side menu, in menu order. */
export const MENU_GROUPS = {
  dashboard: { label: '工作台', icon: <DashboardOutlined /> },
  stores: { label: '门店管理', icon: <ShopOutlined /> },
  orders: { label: '订单管理', icon: <ShoppingCartOutlined /> },
  catalog: { label: '商品管理', icon: <MedicineBoxOutlined /> },
  promotions: { label: '营销活动', icon: <GiftOutlined /> },
  content: { label: '内容管理', icon: <FileTextOutlined /> },
  service: { label: '客户服务', icon: <CustomerServiceOutlined /> },
  system: { label: '系统管理', icon: <SettingOutlined /> },
} as const satisfies Record<string, { label: string; icon: ReactNode }>;

export type AdminMenuGroup = keyof typeof MENU_GROUPS;
