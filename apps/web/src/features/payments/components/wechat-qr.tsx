import { QrCode } from '../../../components/ui/qr-code';
import styles from './order-pay.module.css';

/** WeChat Pay Native: the payer scans the `code_url` with WeChat; the pay page follows the order until it is paid. */
export function WechatQr({ codeUrl, amount }: { codeUrl: string; amount: string }) {
  return (
    <section className={`${styles.section} ${styles.wechatQr}`} aria-labelledby="wechat-qr">
      <h2 id="wechat-qr" className={styles.sectionTitle}>
        微信扫码支付 {amount}
      </h2>
      <QrCode text={codeUrl} size={200} label="微信支付二维码" />
      <p className={styles.muted}>请打开微信“扫一扫”扫描二维码付款，支付完成后本页自动跳转。</p>
    </section>
  );
}
