import { CheckCircleFilled, ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Spin } from 'antd';
import { useEffect } from 'react';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useSessionStore } from '../../../stores/session';
import { useWechatCode } from '../api/create-wechat-code';
import { useUnbindWechat } from '../api/unbind-wechat';
import { minutesSeconds, useSecondsUntil } from '../lib/use-seconds-until';
import styles from './wechat-bind-page.module.css';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** How often the page asks whether the scan has bound the login. */
const BIND_POLL_MS = 3000;

function BindCode() {
  const queryClient = useQueryClient();
  const code = useWechatCode({ enabled: true });
  const left = useSecondsUntil(code.data?.expires_at);
  const live = code.data !== undefined && left > 0;

  // The scan binds on WeChat's side: while the code is live the session user is asked again and again.
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }), BIND_POLL_MS);
    return () => clearInterval(timer);
  }, [live, queryClient]);

  return (
    <div className={styles.bind}>
      <div className={styles.qr}>
        {code.data ? (
          <img src={code.data.qr_data_url} width={200} height={200} alt="绑定微信二维码" />
        ) : (
          <Spin spinning={code.isFetching} description="正在生成二维码...">
            <div className={styles.qrBox} />
          </Spin>
        )}
        {code.data && !live && (
          <div className={styles.expired}>
            <p>二维码已过期</p>
            <Button type="primary" size="small" onClick={() => void code.refetch()} loading={code.isFetching}>
              刷新二维码
            </Button>
          </div>
        )}
      </div>
      <div className={styles.howto}>
        <h3 className={styles.howtoTitle}>
          <WechatOutlined className={styles.wechat} /> 使用微信扫一扫，绑定当前账号
        </h3>
        <ol className={styles.steps}>
          <li>打开手机微信，点击右上角“+”，选择“扫一扫”；</li>
          <li>扫描左侧二维码，在微信中确认绑定；</li>
          <li>绑定成功后，可使用微信扫码登录并接收订单通知。</li>
        </ol>
        <p className={styles.countdown}>
          {live ? (
            <>
              二维码有效期剩余 <strong>{minutesSeconds(left)}</strong>
            </>
          ) : code.data ? (
            '二维码已过期，请刷新后重新扫码'
          ) : (
            ' '
          )}
        </p>
        <Button icon={<ReloadOutlined />} onClick={() => void code.refetch()} loading={code.isFetching}>
          刷新二维码
        </Button>
      </div>
    </div>
  );
}

function Bound() {
  const { modal, message } = App.useApp();
  const unbind = useUnbindWechat();
  const confirm = () =>
    modal.confirm({
      title: '确定解除微信绑定吗？',
      content: '解除后将不能使用微信扫码登录，也不再接收微信通知。',
      okText: '解除绑定',
      cancelText: '取消',
      onOk: () => unbind.mutateAsync().then(() => void message.success('解绑成功')),
    });
  return (
    <div className={styles.bound}>
      <CheckCircleFilled className={styles.boundIcon} />
      <div>
        <h3 className={styles.howtoTitle}>已绑定微信</h3>
        <p className={styles.muted}>当前账号已绑定微信，可使用微信扫码登录并接收订单通知。</p>
        <Button danger onClick={confirm} loading={unbind.isPending}>
          解除绑定
        </Button>
      </div>
    </div>
  );
}

/** /bdwx: a QR code with its expiry countdown and refresh, or the bound state with unbinding. */
export function WechatBindPage() {
  const bound = useSessionStore((state) => Boolean(state.user?.wechat));
  return <SectionPanel title="绑定微信">{bound ? <Bound /> : <BindCode />}</SectionPanel>;
}
