import { MobileOutlined } from '@ant-design/icons';
import { HoverPopover } from '../../components/ui/hover-popup';
import { QrCode } from '../../components/ui/qr-code';
import { useSiteLinks } from '../../features/content/api/get-site-links';
import styles from './top-bar.module.css';

/** 手机APP: hovering shows the QR code of the app download address. */
export function AppQrPopover() {
  const appUrl = useSiteLinks().data?.app_url ?? '';
  const content = (
    <div className={styles.qr}>
      <QrCode text={appUrl} size={120} label="手机APP下载二维码" />
      <p>扫码下载手机APP</p>
    </div>
  );
  return (
    <HoverPopover content={content} placement="bottom">
      <span className={styles.item}>
        <MobileOutlined /> 手机APP
      </span>
    </HoverPopover>
  );
}
