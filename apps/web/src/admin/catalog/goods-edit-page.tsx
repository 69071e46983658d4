import { GOODS_KIND_TEXT, GOODS_KINDS, STORAGE_CONDITIONS, type AdminGoodsDetail, type AdminGoodsForm } from '@yc/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Select, Space, Spin, Switch, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { useCatalogOptions, useGoods, useSaveGoods } from './api';
import { GoodsImages } from './goods-images';
import { GoodsPriceFields } from './goods-price-fields';
import { GoodsReports } from './goods-reports';
import { GoodsTagFields, GoodsZoneFields } from './goods-zone-fields';
import { goodsHref, goodsListHref } from './links';

/** The form's values: switches hold booleans and the expiry a picker day; the rest is the body as sent. */
type FormValues = Omit<AdminGoodsForm, 'expiry_date'> & { expiry_date?: Dayjs | null };

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 24 } as const;
const required = (message: string) => [{ required: true, whitespace: true, message }];

const NEW_GOODS: Partial<FormValues> = {
  kind: 'western',
  storage: '常温',
  min_qty: 1,
  mid_pack: 1,
  stock: 0,
  qg_number: 0,
  on_sale: true,
  ladder: [],
  level_prices: [],
  tags: [],
};

function formValues(g: AdminGoodsDetail): FormValues {
  const on = (v: number) => v === 1;
  return {
    ...g,
    brand_id: g.brand_id ?? undefined,
    is_free_shipping: on(g.is_free_shipping),
    is_dpby: on(g.is_dpby),
    is_near_expiry: on(g.is_near_expiry),
    is_controlled: on(g.is_controlled),
    contains_ephedrine: on(g.contains_ephedrine),
    is_self_operated: on(g.is_self_operated),
    is_rx: on(g.is_rx),
    on_sale: on(g.on_sale),
    tags: g.tags.map((t) => ({ ...t, is_show: on(t.is_show) })),
    expiry_date: g.expiry_date ? dayjs(g.expiry_date) : null,
  };
}

/** Every field the storefront shows of a goods; pictures and quality reports once it exists. */
export function GoodsEditPage() {
  const param = useParams().id;
  const id = param === 'new' ? null : Number(param);
  const goods = useGoods(id);
  if (id !== null && goods.isError) return <Result status="404" title="商品不存在" />;
  if (id !== null && !goods.data) return <Spin />;
  return <GoodsEditor key={id ?? 'new'} goods={goods.data ?? null} />;
}

function GoodsEditor({ goods }: { goods: AdminGoodsDetail | null }) {
  const options = useCatalogOptions();
  const save = useSaveGoods();
  const navigate = useNavigate();
  const submit = async (v: FormValues) => {
    const body: AdminGoodsForm = { ...v, expiry_date: v.expiry_date ? v.expiry_date.format('YYYY-MM-DD') : undefined };
    const id = await save.mutateAsync({ id: goods?.id ?? null, body });
    if (!goods) navigate(goodsHref(id), { replace: true });
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form<FormValues>
        layout="vertical"
        initialValues={goods ? formValues(goods) : NEW_GOODS}
        onFinish={(v) => submit(v).catch(() => undefined)}
        scrollToFirstError
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card
            title={goods ? `${goods.name}（${goods.sku}）` : '新增商品'}
            extra={goods?.goods_type === 3 && <Tag color="orange">组合套餐</Tag>}
          >
            <div style={grid}>
              <Form.Item name="name" label="商品名称" rules={required('请输入商品名称')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="common_name" label="通用名" rules={required('请输入通用名')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="sku" label="商品编码" rules={required('请输入商品编码')}>
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item name="kind" label="商品类型" rules={[{ required: true, message: '请选择商品类型' }]}>
                <Select options={GOODS_KINDS.map((k) => ({ value: k, label: GOODS_KIND_TEXT[k] }))} />
              </Form.Item>
              <Form.Item name="spec" label="规格" rules={required('请输入规格')}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="unit" label="包装单位" rules={required('请输入包装单位')}>
                <Input maxLength={8} placeholder="盒、瓶、袋" />
              </Form.Item>
              <Form.Item name="dosage_form" label="剂型">
                <Input maxLength={20} placeholder="片剂、胶囊剂" />
              </Form.Item>
              <Form.Item name="storage" label="储存条件" rules={[{ required: true, message: '请选择储存条件' }]}>
                <Select options={STORAGE_CONDITIONS.map((s) => ({ value: s, label: s }))} />
              </Form.Item>
              <Form.Item name="manufacturer" label="生产厂家" rules={required('请输入生产厂家')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="approval_no" label="批准文号" rules={required('请输入批准文号')}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name="production_batch" label="生产批号">
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item name="warehouse_id" label="仓库" rules={[{ required: true, message: '请选择仓库' }]}>
                <Select
                  placeholder="发货仓库"
                  options={options.data?.warehouses.map((w) => ({
                    value: w.id,
                    label: w.is_active ? w.name : `${w.name}（已停用）`,
                    disabled: !w.is_active,
                  }))}
                />
              </Form.Item>
              <Form.Item name="brand_id" label="品牌">
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="无品牌"
                  options={options.data?.brands.map((b) => ({ value: b.id, label: b.name }))}
                />
              </Form.Item>
              <Form.Item
                name="category_key"
                label="商品分类"
                rules={[{ required: true, message: '请选择商品分类' }]}
                style={{ gridColumn: 'span 2' }}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="选择分类"
                  options={options.data?.categories.map((c) => ({ value: c.key, label: c.path }))}
                />
              </Form.Item>
              <Form.Item name="on_sale" label="上架销售" valuePropName="checked">
                <Switch />
              </Form.Item>
            </div>
          </Card>
          <Card title="价格与库存">
            <div style={grid}>
              <Form.Item name="base_price" label="基础价格" rules={[{ required: true, message: '请输入基础价格' }]}>
                <InputNumber min={0.01} precision={2} prefix="¥" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请输入库存' }]}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="min_qty" label="起购数量" rules={[{ required: true, message: '请输入起购数量' }]}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="mid_pack" label="中包装数量" rules={[{ required: true, message: '请输入中包装数量' }]}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </div>
            <GoodsPriceFields />
          </Card>
          <Card title="专区与销售限制">
            <GoodsZoneFields />
          </Card>
          <Card title="商品标签">
            <GoodsTagFields />
          </Card>
          <Card>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存商品
              </Button>
              <Button onClick={() => navigate(goodsListHref)}>返回列表</Button>
            </Space>
          </Card>
        </Space>
      </Form>
      {goods ? (
        <>
          <Card title="商品图片">
            <GoodsImages goods={goods} />
          </Card>
          <Card title="检验报告">
            <GoodsReports goods={goods} />
          </Card>
        </>
      ) : (
        <Alert type="info" showIcon title="保存商品后即可上传商品图片和检验报告。" />
      )}
    </Space>
  );
}
