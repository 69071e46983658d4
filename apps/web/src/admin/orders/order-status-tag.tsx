import type { OrderStatus } from '@yc/contracts';
import { Tag } from 'antd';

const COLOR: Record<OrderStatus, string> = { pending_approval: 'purple', unpaid: 'default', paid: 'orange', shipped: 'blue', completed: 'green', cancelled: 'default' };

export const OrderStatusTag = ({ status, text }: { status: OrderStatus; text: string }) => <Tag color={COLOR[status]}>{text}</Tag>;
