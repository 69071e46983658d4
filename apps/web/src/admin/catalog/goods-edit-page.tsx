import { GOODS_KIND_TEXT, GOODS_KINDS, GOODS_TYPE_COMBINATION, STORAGE_CONDITIONS, type AdminGoodsDetail } from '@yc/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Select, Space, Spin, Switch, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useCatalogOptions, useGoods, useSaveGoods } from './api/goods';
import { goodsBody, goodsFormValues, goodsRule, NEW_GOODS, type GoodsFormValues } from './goods-form';
import { GoodsImages } from './goods-images';
import { GoodsPriceFields } from './goods-price-fields';
import { GoodsReports } from './goods-reports';
import { GoodsRegulatoryFields } from './goods-regulatory-fields';
import { GoodsTagFields, GoodsZoneFields } from './goods-zone-fields';
import { goodsHref, goodsListHref } from './links';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 24 } as const;

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
  const submit = async (v: GoodsFormValues) => {
    const id = await save.mutateAsync({ id: goods?.id ?? null, body: goodsBody(v) });
    if (!goods) navigate(goodsHref(id), { replace: true });
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form<GoodsFormValues>
        layout="vertical"
        initialValues={goods ? goodsFormValues(goods) : NEW_GOODS}
        onFinish={(v) => submit(v).catch(() => undefined)}
        scrollToFirstError
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card
            title={goods ? `${goods.name}（${goods.sku}）` : '新增商品'}
            extra={goods?.goods_type === GOODS_TYPE_COMBINATION && <Tag color="orange">组合套餐</Tag>}
          >
            <div style={grid}>
              <Form.Item name="name" label="商品名称" required rules={[goodsRule('name')]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="common_name" label="通用名" required rules={[goodsRule('common_name')]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="trade_name" label="商品名" rules={[goodsRule('trade_name')]}>
                <Input maxLength={50} placeholder="品牌名，如 芬必得；没有可不填" />
              </Form.Item>
              <Form.Item name="sku" label="商品编码" required rules={[goodsRule('sku')]}>
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item name="kind" label="商品类型" required rules={[goodsRule('kind')]}>
                <Select options={GOODS_KINDS.map((k) => ({ value: k, label: GOODS_KIND_TEXT[k] }))} />
              </Form.Item>
              <Form.Item name="spec" label="规格" required rules={[goodsRule('spec')]}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="unit" label="包装单位" required rules={[goodsRule('unit')]}>
                <Input maxLength={8} placeholder="盒、瓶、袋" />
              </Form.Item>
              <Form.Item name="dosage_form" label="剂型" rules={[goodsRule('dosage_form')]}>
                <Input maxLength={20} placeholder="片剂、胶囊剂" />
              </Form.Item>
              <Form.Item name="storage" label="储存条件" required rules={[goodsRule('storage')]}>
                <Select options={STORAGE_CONDITIONS.map((s) => ({ value: s, label: s }))} />
              </Form.Item>
              <Form.Item name="manufacturer" label="生产厂家" required rules={[goodsRule('manufacturer')]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="approval_no" label="批准文号" required rules={[goodsRule('approval_no')]}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name="licence_holder" label="上市许可持有人" rules={[goodsRule('licence_holder')]}>
                <Input maxLength={100} placeholder="药品填写，器械和中药饮片可不填" />
              </Form.Item>
              <Form.Item name="barcode" label="条码" rules={[goodsRule('barcode')]}>
                <Input maxLength={14} inputMode="numeric" placeholder="包装上的69开头条形码" />
              </Form.Item>
              <Form.Item name="production_batch" label="生产批号" rules={[goodsRule('production_batch')]}>
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item name="warehouse_id" label="仓库" required rules={[goodsRule('warehouse_id')]}>
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
              <Form.Item name="category_key" label="商品分类" required rules={[goodsRule('category_key')]} style={{ gridColumn: 'span 2' }}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="选择分类"
                  options={options.data?.categories.map((c) => ({ value: c.key, label: c.path }))}
                />
              </Form.Item>
              <Form.Item name="on_sale" label="上架销售" valuePropName="checked" rules={[goodsRule('on_sale')]}>
                <Switch />
              </Form.Item>
            </div>
          </Card>
          <Card title="医保与药品分类">
            <GoodsRegulatoryFields />
          </Card>
          <Card title="价格与库存">
            <div style={grid}>
              <Form.Item name="base_price" label="基础价格" required rules={[goodsRule('base_price')]}>
                <InputNumber min={0.01} precision={2} prefix="¥" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="stock" label="库存" required rules={[goodsRule('stock')]}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="min_qty" label="起购数量" required rules={[goodsRule('min_qty')]}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="mid_pack" label="中包装数量" required rules={[goodsRule('mid_pack')]}>
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
