/** The editor's 医保, 处方/OTC, 基药/集采/谈判, 冷链, 饮片 and 禁售类别 fields. */
import { COLD_CHAIN_DEFAULT, RESTRICTED_CLASSES, RX_CLASSES, YB_CLASS_TEXT, YB_CLASSES } from '@yc/contracts';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { goodsRule } from './goods-form';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 24 } as const;

export function GoodsRegulatoryFields() {
  const form = Form.useFormInstance();
  const kind = Form.useWatch<string | undefined>('kind');
  const storage = Form.useWatch<string | undefined>('storage');
  const cold = storage === '冷藏';
  // A 冷藏 goods starts at 2–8 ℃; a goods that stops being 冷藏 (or 中药) drops the fields that no longer apply.
  useEffect(() => {
    if (storage === undefined) return;
    const [min, max] = [form.getFieldValue('cold_min_c'), form.getFieldValue('cold_max_c')];
    if (!cold) form.setFieldsValue({ cold_min_c: undefined, cold_max_c: undefined });
    else if (min == null && max == null) form.setFieldsValue({ cold_min_c: COLD_CHAIN_DEFAULT.min, cold_max_c: COLD_CHAIN_DEFAULT.max });
  }, [cold, storage, form]);
  useEffect(() => {
    if (kind !== undefined && kind !== 'tcm') form.setFieldsValue({ origin: '', shelf_life_months: undefined });
  }, [kind, form]);
  return (
    <div style={grid}>
      <Form.Item name="yb_class" label="医保类别" required rules={[goodsRule('yb_class')]}>
        <Select options={YB_CLASSES.map((c) => ({ value: c, label: YB_CLASS_TEXT[c] }))} />
      </Form.Item>
      <Form.Item name="yb_code" label="医保编码" rules={[goodsRule('yb_code')]} dependencies={['yb_class']}>
        <Input maxLength={30} placeholder="国家医保目录编码，如 XJ01DET084B0" />
      </Form.Item>
      <Form.Item name="rx_class" label="处方/OTC" rules={[goodsRule('rx_class')]} dependencies={['kind']}>
        <Select allowClear placeholder="不适用（器械、饮片）" options={RX_CLASSES.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <Form.Item name="restricted_class" label="网售禁止类别" rules={[goodsRule('restricted_class')]}>
        <Select
          allowClear
          placeholder="无（普通商品）"
          options={RESTRICTED_CLASSES.map((c) => ({ value: c, label: c }))}
          onChange={() => void form.validateFields(['on_sale']).catch(() => undefined)}
        />
      </Form.Item>
      <Form.Item name="is_essential" label="国家基本药物" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="is_vbp" label="集采" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="is_negotiated" label="谈判药品" valuePropName="checked">
        <Switch />
      </Form.Item>
      <div />
      <Form.Item
        name="cold_min_c"
        label="冷链最低温度"
        required={cold}
        rules={[goodsRule('cold_min_c')]}
        dependencies={['storage', 'cold_max_c']}
        extra={cold ? undefined : '储存条件为冷藏时填写'}
      >
        <InputNumber precision={0} suffix="℃" disabled={!cold} placeholder={String(COLD_CHAIN_DEFAULT.min)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="cold_max_c" label="冷链最高温度" required={cold} rules={[goodsRule('cold_max_c')]} dependencies={['storage', 'cold_min_c']}>
        <InputNumber precision={0} suffix="℃" disabled={!cold} placeholder={String(COLD_CHAIN_DEFAULT.max)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="origin" label="产地（中药）" rules={[goodsRule('origin')]} dependencies={['kind']}>
        <Input maxLength={30} disabled={kind !== 'tcm'} placeholder="如 甘肃" />
      </Form.Item>
      <Form.Item name="shelf_life_months" label="保质期（月，中药）" rules={[goodsRule('shelf_life_months')]} dependencies={['kind']}>
        <InputNumber min={1} max={120} precision={0} disabled={kind !== 'tcm'} suffix="个月" style={{ width: '100%' }} />
      </Form.Item>
    </div>
  );
}
