import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { YbPurchaseFormat } from '@yc/contracts';
import { apiUrl } from '../../lib/api-url';

const FILES = [
  { format: 'xlsx', label: 'Excel（.xlsx）' },
  { format: 'csv', label: 'CSV（UTF-8）' },
] as const;

interface YbPurchasesMenuProps {
  /** The file's path in the format picked: one shipped order's or a month's. */
  path(format: YbPurchaseFormat): string;
  size?: 'small' | 'middle';
}

/**
 * 下载医保进销存: the 医保 3503 商品采购 rows of the store's shipments (医疗目录编码, 随货单号, 批号, price,
 * 发票号, 追溯码…), for a 定点 pharmacy's upload, as Excel or CSV. Used by the order detail and the 对账单's month.
 */
export function YbPurchasesMenu({ path, size = 'small' }: YbPurchasesMenuProps) {
  const items = FILES.map(({ format, label }) => ({
    key: format,
    label: (
      <a href={apiUrl(path(format))} download>
        {label}
      </a>
    ),
  }));
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button size={size} icon={<DownloadOutlined />}>
        下载医保进销存
      </Button>
    </Dropdown>
  );
}
