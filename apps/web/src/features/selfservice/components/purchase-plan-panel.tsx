import { DownloadOutlined, InboxOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Radio, Table, Tag, Upload, type TableColumnsType } from 'antd';
import {
  fitQuantity,
  packRule,
  PLAN_MAX_ROWS,
  PLAN_ROW_STATUS_TEXT,
  type GoodsCard,
  type PlanRow,
  type PlanRowStatus,
  type PurchasePlan,
} from '@yc/contracts';
import { useMemo, useState } from 'react';
import { generatePath, Link } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import { PLAN_TEMPLATE_URL, useAddPlanToCart, useImportPlan, useLatestPlan, usePlanToWanted } from '../api/purchase-plan';
import styles from './purchase-plan.module.css';

const ACCEPT = '.xlsx,.xls,.csv';
const STATUS_COLOR: Record<PlanRowStatus, string> = {
  matched: 'green',
  choose: 'blue',
  not_found: 'default',
  out_of_stock: 'orange',
  not_allowed: 'red',
  invalid: 'red',
};

/** A goods that can go in the cart now: buyable and in stock. */
const buyable = (g: GoodsCard | null | undefined): g is GoodsCard => !!g && g.is_buy === 1 && g.number > 0;

interface RowChoice {
  goods: GoodsCard | null;
  number: number;
  notice: string;
}

/** A goods with the warehouse it ships from; `specDiffers`: another strength or pack than the plan's line asked for. */
function GoodsSummary({ goods, warehouse, specDiffers = false }: { goods: GoodsCard; warehouse: string; specDiffers?: boolean }) {
  return (
    <div className={styles.typed}>
      <Link to={generatePath(paths.listInfo, { id: String(goods.id) })} target="_blank">
        <strong>{goods.name}</strong>
      </Link>
      <span className={styles.muted}>
        {specDiffers && <Tag color="orange">规格不同</Tag>}
        {[goods.ypgg, goods.sccj, warehouse].filter(Boolean).join(' · ')}
      </span>
      <span className={styles.muted}>
        {goods.price === null ? goods.price_text : <span className={styles.price}>{yuan(goods.price)}</span>} · 库存 {goods.number}
        {goods.bzdw}
        {goods.xq_text ? ` · ${goods.xq_text}` : ''}
      </span>
    </div>
  );
}

/** The review of one imported plan: picks and quantities, then the ready rows into the cart in one request. */
function PlanReview({ plan }: { plan: PurchasePlan }) {
  const { message } = App.useApp();
  const add = useAddPlanToCart(plan.id);
  const wanted = usePlanToWanted(plan.id);
  const [picks, setPicks] = useState<Record<number, number>>({});
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [refused, setRefused] = useState<Record<number, string>>({});
  const [unticked, setUnticked] = useState<Set<number>>(new Set());

  const choiceOf = (row: PlanRow): RowChoice => {
    const goods = row.goods ?? row.candidates.find((c) => c.id === picks[row.line]) ?? null;
    const typed = numbers[row.line];
    if (!goods) return { goods, number: row.number, notice: '' };
    if (typed === undefined && goods === row.goods) return { goods, number: row.number, notice: row.number_note };
    const fitted = fitQuantity(goods, typed ?? row.quantity ?? goods.min_qty);
    return { goods, number: fitted.number, notice: fitted.notice };
  };
  const ready = (row: PlanRow): boolean => row.added === 0 && row.errors.length === 0 && buyable(choiceOf(row).goods);
  const readyLines = plan.rows.filter(ready).map((r) => r.line);
  const chosen = readyLines.filter((line) => !unticked.has(line));
  const unfound = plan.rows.filter((r) => r.status === 'not_found' && r.name).map((r) => r.line);

  const counts = useMemo(() => {
    const n = new Map<PlanRowStatus, number>();
    for (const row of plan.rows) n.set(row.status, (n.get(row.status) ?? 0) + 1);
    return n;
  }, [plan.rows]);

  const addChosen = () => {
    const rows = new Map(plan.rows.map((r) => [r.line, r]));
    const lines = chosen.map((line) => {
      const choice = choiceOf(rows.get(line) as PlanRow);
      return { line, goods_id: (choice.goods as GoodsCard).id, number: choice.number };
    });
    add.mutate(
      { lines },
      {
        onSuccess: (result) => {
          setRefused(Object.fromEntries(result.refused.map((r) => [r.line, r.reason])));
          const text = `已加入购物车${result.added.length}行${result.refused.length ? `，${result.refused.length}行未加入（原因见各行）` : ''}`;
          if (result.refused.length) void message.warning(text);
          else void message.success(text);
        },
      },
    );
  };

  const columns: TableColumnsType<PlanRow> = [
    { title: '行', dataIndex: 'line', width: 56 },
    {
      title: '计划商品',
      key: 'typed',
      width: 220,
      render: (_, row) => (
        <div className={styles.typed}>
          <strong>{row.name || row.barcode || row.approval_no}</strong>
          <span className={styles.muted}>{[row.spec, row.maker].filter(Boolean).join(' · ') || '—'}</span>
          {row.quantity !== null && <span className={styles.muted}>计划 {row.quantity}</span>}
        </div>
      ),
    },
    {
      title: '匹配商品',
      key: 'goods',
      render: (_, row) => {
        if (row.goods) return <GoodsSummary goods={row.goods} warehouse={row.warehouse} />;
        if (row.candidates.length === 0) return <span className={styles.muted}>没有找到匹配的商品</span>;
        return (
          <Radio.Group
            aria-label={`第${row.line}行候选商品`}
            value={picks[row.line]}
            onChange={(e) => setPicks((p) => ({ ...p, [row.line]: e.target.value as number }))}
            disabled={row.added === 1}
          >
            <div className={styles.candidates}>
              {row.candidates.map((c) => (
                <Radio key={c.id} value={c.id} disabled={!buyable(c)}>
                  <GoodsSummary goods={c} warehouse={c.warehouse} specDiffers={c.spec_differs === 1} />
                </Radio>
              ))}
            </div>
          </Radio.Group>
        );
      },
    },
    {
      title: '采购数量',
      key: 'number',
      width: 170,
      render: (_, row) => {
        const choice = choiceOf(row);
        if (!choice.goods) return '—';
        const rule = packRule(choice.goods);
        return (
          <>
            <InputNumber<number>
              size="small"
              min={rule.min}
              step={rule.step}
              max={99999}
              precision={0}
              value={choice.number}
              disabled={row.added === 1}
              onChange={(value) => value && setNumbers((n) => ({ ...n, [row.line]: value }))}
              aria-label={`第${row.line}行采购数量`}
              suffix={choice.goods.bzdw}
              style={{ width: 120 }}
            />
            {choice.notice && <div className={styles.notice}>{choice.notice}</div>}
          </>
        );
      },
    },
    {
      title: '状态',
      key: 'status',
      width: 170,
      render: (_, row) => {
        const picked = row.status === 'choose' && picks[row.line] !== undefined;
        return (
          <>
            {row.added === 1 ? (
              <Tag color="green">已加入购物车</Tag>
            ) : (
              <Tag color={picked ? 'green' : STATUS_COLOR[row.status]}>{picked ? '已选择' : row.status_text}</Tag>
            )}
            {row.errors.map((e) => (
              <div key={e} className={styles.problem}>
                {e}
              </div>
            ))}
            {refused[row.line] && row.added === 0 && <div className={styles.problem}>未加入：{refused[row.line]}</div>}
          </>
        );
      },
    },
  ];

  return (
    <>
      <div className={styles.summary} aria-label="匹配结果">
        <span>
          「{plan.file_name}」共 {plan.rows.length} 行：
        </span>
        {[...counts].map(([status, n]) => (
          <Tag key={status} color={STATUS_COLOR[status]}>
            {PLAN_ROW_STATUS_TEXT[status]} {n}
          </Tag>
        ))}
      </div>
      <Table<PlanRow>
        size="small"
        rowKey="line"
        columns={columns}
        dataSource={plan.rows}
        aria-label="采购计划匹配结果"
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        rowSelection={{
          selectedRowKeys: chosen,
          getCheckboxProps: (row) => ({ disabled: !ready(row), 'aria-label': `选择第${row.line}行` }),
          onChange: (keys) => setUnticked(new Set(readyLines.filter((line) => !keys.includes(line)))),
        }}
      />
      <div className={styles.actions}>
        {unfound.length > 0 && (
          <Button
            loading={wanted.isPending}
            onClick={() =>
              wanted.mutate(unfound, {
                onSuccess: (r) => void message.success(r.created ? `已登记求购${r.created}条，可在“我的求购”查看` : '这些商品已登记过求购'),
              })
            }
          >
            未找到的{unfound.length}行登记求购
          </Button>
        )}
        <Button type="primary" icon={<ShoppingCartOutlined />} disabled={chosen.length === 0} loading={add.isPending} onClick={addChosen}>
          加入购物车（{chosen.length}行）
        </Button>
      </div>
    </>
  );
}

/** 采购计划导入 on /kjcg: a weekly list from Excel or the ERP, matched in the server, reviewed here. */
export function PurchasePlanPanel() {
  const latest = useLatestPlan();
  const upload = useImportPlan();
  const { message } = App.useApp();
  const plan = latest.data;

  return (
    <SectionPanel title="采购计划导入">
      <p className={styles.intro}>
        <span>
          上传 Excel（.xlsx、.xls）或 CSV 采购计划，每次最多{PLAN_MAX_ROWS}行，按条形码、批准文号或“商品名称＋规格＋生产厂家”自动匹配商品。
        </span>
        <a href={PLAN_TEMPLATE_URL} download>
          <DownloadOutlined /> 下载模板
        </a>
      </p>
      <Upload.Dragger
        className={styles.dropzone}
        accept={ACCEPT}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          upload.mutate(file, { onSuccess: (p) => void message.success(`已读取${p.rows.length}行，请核对匹配结果`) });
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{upload.isPending ? '正在读取并匹配商品…' : '点击或拖拽采购计划文件到此处'}</p>
      </Upload.Dragger>
      {plan && <PlanReview key={plan.id} plan={plan} />}
    </SectionPanel>
  );
}
