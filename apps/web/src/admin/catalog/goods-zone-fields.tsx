import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOMER_TYPES, GOODS_TAG_WORDS } from '@yc/contracts';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { ProvinceSelect } from '../../components/ui/province-select';
import { goodsRule } from './goods-form';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 24 } as const;

/** A switch and, in the grid cell beside it, its field while it is on. */
function FlagWith({ flag, label, children }: { flag: string; label: string; children: React.ReactNode }) {
  return (
    <>
      <Form.Item name={flag} label={label} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a[flag] !== b[flag]}>
        {({ getFieldValue }) => (getFieldValue(flag) ? children : <div />)}
      </Form.Item>
    </>
  );
}

/** Zones (free shipping, near expiry, self-operated), controlled sales, 含麻 and purchase limits. */
export function GoodsZoneFields() {
  const unit = Form.useWatch<string | undefined>('unit') || '件';
  return (
    <>
      <div style={grid}>
        <Form.Item name="is_free_shipping" label="优选包邮" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="is_self_operated" label="平台自营" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="qg_number" label="每店限购（0为不限）" rules={[goodsRule('qg_number')]}>
          <InputNumber min={0} precision={0} suffix={unit} style={{ width: '100%' }} />
        </Form.Item>
        <FlagWith flag="is_dpby" label="单品包邮">
          <Form.Item name="free_shipping_number" label="购满包邮数量" required rules={[goodsRule('free_shipping_number')]}>
            <InputNumber min={1} precision={0} suffix={unit} style={{ width: '100%' }} />
          </Form.Item>
        </FlagWith>
        <FlagWith flag="is_near_expiry" label="近效期">
          <Form.Item name="expiry_date" label="有效期至" required rules={[goodsRule('expiry_date')]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </FlagWith>
        <FlagWith flag="contains_ephedrine" label="含麻药品">
          <Form.Item name="hm_limit" label="每单限购" required rules={[goodsRule('hm_limit')]}>
            <InputNumber min={1} precision={0} suffix={unit} style={{ width: '100%' }} />
          </Form.Item>
        </FlagWith>
      </div>
      <Form.Item name="is_controlled" label="控销商品" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.is_controlled !== b.is_controlled}>
        {({ getFieldValue }) =>
          getFieldValue('is_controlled') && (
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 24 }}>
              <Form.Item name="controlled_regions" label="可销售地区" required rules={[goodsRule('controlled_regions')]}>
                <ProvinceSelect mode="multiple" placeholder="选择可销售的省份" />
              </Form.Item>
              <Form.Item name="controlled_customer_types" label="可销售客户类型" required rules={[goodsRule('controlled_customer_types')]}>
                <Checkbox.Group options={CUSTOMER_TYPES.map((t) => ({ value: t, label: t }))} />
              </Form.Item>
            </div>
          )
        }
      </Form.Item>
    </>
  );
}

/** The cart tags (优, 满, 新 …) with what they say. */
export function GoodsTagFields() {
  return (
    <Form.List name="tags">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'name']} rules={[goodsRule(['tags', field.name, 'name'])]}>
                <Select
                  style={{ width: 100 }}
                  options={GOODS_TAG_WORDS.map((w) => ({ value: w, label: w }))}
                  aria-label={`第${index + 1}个标签`}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'describe']} rules={[goodsRule(['tags', field.name, 'describe'])]}>
                <Input placeholder="标签说明，如 优选包邮" maxLength={20} style={{ width: 240 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'is_show']} valuePropName="checked">
                <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`删除第${index + 1}个标签`} />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ is_show: true })} disabled={fields.length >= 6}>
            添加标签
          </Button>
        </>
      )}
    </Form.List>
  );
}
