import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOMER_LEVEL_MAX, CUSTOMER_LEVEL_OPTIONS, LADDER_TIERS_MAX } from '@yc/contracts';
import { Button, Form, InputNumber, Select, Space, Typography } from 'antd';
import { goodsRule } from './goods-form';

const money = { min: 0.01, precision: 2, prefix: '¥', style: { width: 140 } } as const;

/** Ladder tiers ("up to" quantities) and customer-level prices, each a list the editor saves whole. */
export function GoodsPriceFields() {
  const form = Form.useFormInstance();
  const unit = Form.useWatch<string | undefined>('unit') || '件';
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 32 }}>
      <div>
        <Typography.Title level={5}>阶梯价</Typography.Title>
        <Typography.Paragraph type="secondary">
          购买数量不超过该档数量时按该档价格计算；数量越多价格不能越高，且不高于基础价格。
        </Typography.Paragraph>
        <Form.List name="ladder" rules={[goodsRule('ladder')(form)]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'number']} rules={[goodsRule(['ladder', field.name, 'number'])]}>
                    <InputNumber
                      min={1}
                      precision={0}
                      prefix="≤"
                      suffix={unit}
                      style={{ width: 140 }}
                      aria-label={`第${index + 1}档数量`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'price']} rules={[goodsRule(['ladder', field.name, 'price'])]}>
                    <InputNumber {...money} aria-label={`第${index + 1}档价格`} />
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`删除第${index + 1}档`} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add()} disabled={fields.length >= LADDER_TIERS_MAX}>
                添加阶梯
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </div>
      <div>
        <Typography.Title level={5}>客户等级价</Typography.Title>
        <Typography.Paragraph type="secondary">该等级的门店按此价格采购，不高于基础价格。</Typography.Paragraph>
        <Form.List name="level_prices" rules={[goodsRule('level_prices')(form)]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'level']} rules={[goodsRule(['level_prices', field.name, 'level'])]}>
                    <Select options={CUSTOMER_LEVEL_OPTIONS} style={{ width: 120 }} aria-label={`第${index + 1}个客户等级`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'price']} rules={[goodsRule(['level_prices', field.name, 'price'])]}>
                    <InputNumber {...money} aria-label={`第${index + 1}个等级价格`} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={`删除第${index + 1}个等级价`}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add()} disabled={fields.length >= CUSTOMER_LEVEL_MAX}>
                添加等级价
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </div>
    </div>
  );
}
