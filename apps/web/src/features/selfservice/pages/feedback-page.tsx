import { App, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { FEEDBACK_TYPES, FeedbackBody, type Feedback } from '@yc/contracts';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { SIDE_LABELS, SubmitRow } from '../../../components/ui/form/submit-row';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { createdColumn, QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useFeedbackList } from '../api/get-feedback-list';
import { useSubmitFeedback } from '../api/submit-feedback';
import styles from './selfservice.module.css';

const PAGE_SIZE = 10;

interface FeedbackValues {
  type?: string;
  content?: string;
  contact?: string;
}

function FeedbackForm() {
  const [form] = Form.useForm<FeedbackValues>();
  const { message } = App.useApp();
  const submit = useSubmitFeedback();
  const onFinish = (values: FeedbackValues) =>
    submit.mutate(FeedbackBody.parse(values), {
      onSuccess: () => {
        form.resetFields();
        void message.success('感谢您的反馈，我们会尽快处理');
      },
      onError: (error) => showServerErrors(form, error, ['type', 'content', 'contact']),
    });
  return (
    <Form form={form} name="feedback" {...SIDE_LABELS} onFinish={onFinish} className={styles.formBlock}>
      <Form.Item name="type" label="反馈类型" required rules={[zodRule(FeedbackBody.shape.type)]}>
        <Select placeholder="请选择反馈类型" options={FEEDBACK_TYPES.map((type) => ({ value: type, label: type }))} />
      </Form.Item>
      <Form.Item name="content" label="反馈内容" required rules={[zodRule(FeedbackBody.shape.content)]}>
        <Input.TextArea
          placeholder="请详细描述您遇到的问题或建议（至少5个字）"
          maxLength={500}
          showCount
          autoSize={{ minRows: 4, maxRows: 8 }}
        />
      </Form.Item>
      <Form.Item name="contact" label="联系方式" rules={[zodRule(FeedbackBody.shape.contact)]}>
        <Input placeholder="选填，手机号或邮箱，方便我们联系您" maxLength={50} />
      </Form.Item>
      <SubmitRow loading={submit.isPending}>提交反馈</SubmitRow>
    </Form>
  );
}

function FeedbackHistory() {
  const paging = usePaging(PAGE_SIZE);
  const feedback = useFeedbackList(paging.params);
  const columns: TableColumnsType<Feedback> = [
    { title: '类型', dataIndex: 'type', width: 100 },
    {
      title: '内容',
      key: 'content',
      render: (_, f) => (
        <>
          <div className={styles.content}>{f.content}</div>
          {f.reply && <div className={styles.reply}>平台回复：{f.reply}</div>}
        </>
      ),
    },
    {
      title: '状态',
      key: 'is_replied',
      width: 90,
      render: (_, f) => (f.is_replied === 1 ? <Tag color="green">已回复</Tag> : <Tag color="orange">待回复</Tag>),
    },
    createdColumn('提交时间'),
  ];
  return <QueryTable<Feedback> columns={columns} query={feedback} paging={paging} empty="还没有提交过反馈" />;
}

/** /yjfk: feedback to the operators, and what was sent before with the replies. */
export function FeedbackPage() {
  return (
    <>
      <SectionPanel title="意见反馈">
        <FeedbackForm />
      </SectionPanel>
      <SectionPanel level={2} title="我的反馈">
        <FeedbackHistory />
      </SectionPanel>
    </>
  );
}
