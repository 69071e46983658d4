import { UploadOutlined } from '@ant-design/icons';
import { AdminReportBody, type AdminGoodsDetail, type AdminQualityReport, type AdminReportForm } from '@yc/contracts';
import { App, Button, Form, Input, Table, Upload } from 'antd';
import { formatSecondsTime } from '../../lib/format/time';
import { SCAN_ACCEPT, scanRefusal } from '../../lib/upload/scan-check';
import { EditModal, useEditing } from '../components/edit-modal';
import { RowActions } from '../components/row-actions';
import { useDeleteReport, useSaveReport, useUploadReportFile } from './api/goods-reports';
import { zodRule } from '../../components/ui/form/zod-rule';

/** Quality-inspection reports (检验报告) per batch, as the buyer finds them by goods and batch. */
export function GoodsReports({ goods }: { goods: AdminGoodsDetail }) {
  const editing = useEditing<AdminQualityReport>();
  const save = useSaveReport();
  const remove = useDeleteReport();
  const upload = useUploadReportFile();
  const { message } = App.useApp();
  const attach = (id: number) => async (file: File) => {
    const refusal = await scanRefusal(file);
    if (refusal) message.error(refusal);
    else upload.mutate({ goodsId: goods.id, id, file });
    return Upload.LIST_IGNORE;
  };
  return (
    <>
      <Button onClick={editing.create} style={{ marginBottom: 12 }}>
        添加检验报告
      </Button>
      <Table<AdminQualityReport>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={goods.quality_reports}
        locale={{ emptyText: '暂无检验报告' }}
        columns={[
          { title: '批号', dataIndex: 'batch', width: 140 },
          {
            title: '报告',
            key: 'file',
            render: (_, r) =>
              r.url ? (
                <a href={r.url} target="_blank" rel="noreferrer">
                  查看报告
                </a>
              ) : (
                r.msg || '未上传'
              ),
          },
          { title: '添加时间', dataIndex: 'created_at', width: 160, render: (t: number) => formatSecondsTime(t) },
          {
            title: '操作',
            key: 'actions',
            width: 260,
            render: (_, r) => (
              <RowActions
                onEdit={() => editing.edit(r)}
                onDelete={() => remove.mutate({ goodsId: goods.id, id: r.id })}
                what={`批号${r.batch}的检验报告`}
              >
                <Upload accept={SCAN_ACCEPT} showUploadList={false} beforeUpload={attach(r.id)}>
                  <Button size="small" icon={<UploadOutlined />}>
                    {r.url ? '重新上传' : '上传报告'}
                  </Button>
                </Upload>
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<AdminReportForm>
        title={editing.row ? '编辑检验报告' : '添加检验报告'}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ? { batch: editing.row.batch, msg: editing.row.msg } : {}}
        onSubmit={(body) => save.mutateAsync({ goodsId: goods.id, id: editing.row?.id ?? null, body })}
      >
        <Form.Item name="batch" label="批号" required rules={[zodRule(AdminReportBody.shape.batch)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="msg" label="说明" extra="报告文件未上传时，买家查看报告会看到这段说明。">
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </EditModal>
    </>
  );
}
