import { CONTRACT_STATE_TEXT, type ContractState, type StoreReviewStatus } from '@yc/contracts';
import { Tag } from 'antd';

const REVIEW_COLOR: Record<StoreReviewStatus, string> = { pending: 'orange', passed: 'green', rejected: 'red' };
const CONTRACT_COLOR: Record<ContractState, string> = { none: 'default', unsigned: 'orange', signed: 'green' };

export const ReviewTag = ({ status, text }: { status: StoreReviewStatus; text: string }) => <Tag color={REVIEW_COLOR[status]}>{text}</Tag>;

export const ContractTag = ({ state }: { state: ContractState }) => <Tag color={CONTRACT_COLOR[state]}>{CONTRACT_STATE_TEXT[state]}</Tag>;
