import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { SUPPLIER_DOCUMENTS_PATH } from '@yc/contracts';
import { apiUrl } from '../../lib/api-url';

/** The supplier's 首营资料 (营业执照, 许可证, GSP 证书, 开户许可, 质量保证协议, 委托书) for the store's files, as one ZIP. */
export function SupplierDocumentsLink({ size = 'small' }: { size?: 'small' | 'middle' }) {
  return (
    <Button size={size} icon={<DownloadOutlined />} href={apiUrl(SUPPLIER_DOCUMENTS_PATH)} download>
      下载供应商首营资料
    </Button>
  );
}
