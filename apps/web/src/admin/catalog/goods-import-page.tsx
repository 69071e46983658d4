import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportPreview, type ImportPreviewRow, type ImportResult } from '@yc/contracts';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { yuan } from '../../lib/format/money';
import { ImportFlow } from '../components/import-flow';
import { useApplyImport, usePreviewImport } from './api/goods-import';
import { goodsListHref } from './links';

const change = (before: number | null, after: number | null, show: (v: number) => string) =>
  after === null ? (
    <Typography.Text type="secondary">不变</Typography.Text>
  ) : before === null || before === after ? (
    show(after)
  ) : (
    `${show(before)} → ${show(after)}`
  );

/** Bulk price and stock: upload, check every row, apply the valid ones in one go. */
export function GoodsImportPage() {
  const navigate = useNavigate();
  return (
    <ImportFlow<ImportPreviewRow, ImportPreview, ImportResult>
      title="批量改价 / 改库存"
      intro={
        <>
          上传 CSV、XLSX 或 XLS 表格，第一行为列名：「{IMPORT_COLUMNS.sku}」「{IMPORT_COLUMNS.price}」（元，最多两位小数）「
          {IMPORT_COLUMNS.stock}」（整数）。 价格或库存留空表示不修改。每次最多{IMPORT_MAX_ROWS}行，上传后先预览检查结果，确认后再导入。
        </>
      }
      template={{
        name: '批量改价改库存模板.csv',
        lines: [`${IMPORT_COLUMNS.sku},${IMPORT_COLUMNS.price},${IMPORT_COLUMNS.stock}`, 'YC000001,12.50,100'],
      }}
      columns={[
        { title: '商品编码', dataIndex: 'sku', width: 140 },
        { title: '商品名称', dataIndex: 'name', render: (name: string) => name || '—' },
        { title: '价格', key: 'price', width: 180, render: (_, r) => change(r.old_price, r.price, yuan) },
        { title: '库存', key: 'stock', width: 140, render: (_, r) => change(r.old_stock, r.stock, String) },
      ]}
      read={usePreviewImport()}
      apply={useApplyImport()}
      applies="更新价格和库存"
      outcome={(result, refused) => ({
        title: `导入完成：已更新${result.changed}个商品`,
        subTitle: `共${result.total}行，${result.unchanged}行与现有价格库存相同，${refused}行未导入。`,
      })}
      next={{ label: '查看商品列表', onClick: () => navigate(goodsListHref) }}
    />
  );
}
