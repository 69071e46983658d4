import { Alert, Skeleton } from 'antd';
import { useQualifications } from '../api/get-qualifications';

/** The store's qualification review as it stands (GET /api/user/zizhi): 审核中, 已通过, or 驳回 with the operator's reason. */
export function StoreReviewNotice({ className }: { className?: string }) {
  const { data } = useQualifications();
  if (!data) return <Skeleton active paragraph={{ rows: 1 }} className={className} />;
  if (data.status === 'passed') {
    return (
      <Alert type="success" showIcon className={className} title="资质审核已通过" description="您已可查看商品价格、加入购物车并下单。" />
    );
  }
  if (data.status === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        className={className}
        title="资质审核驳回"
        description={`驳回原因：${data.reason || '未填写'}。请按原因修改后重新上传资质证件，审核通过前暂不能下单。`}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      className={className}
      title="资质审核中"
      description="请上传营业执照、药品经营许可证等资质证件，平台将在1-2个工作日内完成审核。审核通过前，商品价格显示为“资质审核中”，暂不能加入购物车和下单；审核结果会通过站内消息通知您。"
    />
  );
}
