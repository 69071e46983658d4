/**
 * 导入WMS文件 on the order's 追溯码 section (issue 37): the WMS's file of the order's boxes, taken whole
 * or not at all; the outcome stays on the section (the refusal names the file's 第N行) until closed
 * or the next file is picked.
 */
import { UploadOutlined } from '@ant-design/icons';
import { TRACE_IMPORT_COLUMNS, TRACE_IMPORT_MAX_ROWS } from '@yc/contracts';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../lib/http';
import { useImportTraceCodes } from './api/trace-codes';

type Outcome = { imported: number; lines: string[] } | { refused: string };

export function TraceImport({ orderId }: { orderId: number }) {
  const importFile = useImportTraceCodes(orderId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const columns = Object.values(TRACE_IMPORT_COLUMNS).join('、');
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
      <Space wrap>
        <Upload
          accept=".csv,.xlsx,.xls"
          showUploadList={false}
          beforeUpload={(file) => {
            setOutcome(null);
            importFile.mutate(file, {
              onSuccess: (r) =>
                setOutcome({
                  imported: r.imported,
                  lines: r.lines.map((l) => `第${l.line_no}行 ${l.name} 导入 ${l.imported} 个，已扫 ${l.scanned}/${l.quantity}`),
                }),
              onError: (e) => setOutcome({ refused: isApiError(e) && e.message ? e.message : '导入失败，请稍后重试' }),
            });
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importFile.isPending}>
            导入WMS文件
          </Button>
        </Upload>
        <Typography.Text type="secondary">{`CSV/XLSX，列：${columns}（批号可空，单据号为随货单号或订单号）；最多${TRACE_IMPORT_MAX_ROWS}行，任一行有误则整份不导入`}</Typography.Text>
      </Space>
      {outcome &&
        ('imported' in outcome ? (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setOutcome(null)}
            title={`已导入${outcome.imported}个追溯码`}
            description={outcome.lines.join('；')}
          />
        ) : (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setOutcome(null)}
            title="导入失败，整份文件未导入"
            description={outcome.refused}
          />
        ))}
    </Space>
  );
}
