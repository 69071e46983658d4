/** Feedback and product-wanted requests of the demo stores, so the console's service desk has something to answer. */

export interface FeedbackSeed {
  company: string;
  type: string;
  content: string;
  contact: string;
  reply: string | null;
  days_ago: number;
}

export interface WantedSeed {
  company: string;
  name: string;
  spec: string;
  manufacturer: string;
  quantity: number;
  expected_price_fen: number | null;
  remark: string;
  status: 'pending' | 'replied' | 'closed';
  reply: string | null;
  days_ago: number;
}

const HAIDIAN = '仁济大药房(海淀店)';
const KANGNING = '康宁诊所';

export const feedbackSeeds: readonly FeedbackSeed[] = [
  { company: HAIDIAN, type: '商品建议', content: '希望增加儿童退热贴的大包装规格，门店走量比较快。', contact: '13800000001', reply: null, days_ago: 1 },
  { company: HAIDIAN, type: '物流配送', content: '上周的订单外箱有破损，希望加强包装。', contact: '', reply: '已反馈仓库加厚外箱并增加缓冲材料，给您带来不便深表歉意。', days_ago: 6 },
  { company: KANGNING, type: '功能建议', content: '资质审核能否在上传后短信通知结果？', contact: '13800000002', reply: null, days_ago: 2 },
];

export const wantedSeeds: readonly WantedSeed[] = [
  { company: HAIDIAN, name: '布洛芬混悬液', spec: '100ml:2g', manufacturer: '上海强生制药有限公司', quantity: 50, expected_price_fen: 2350, remark: '美林品牌优先', status: 'pending', reply: null, days_ago: 1 },
  { company: HAIDIAN, name: '医用外科口罩', spec: '50只/盒', manufacturer: '', quantity: 200, expected_price_fen: null, remark: '', status: 'replied', reply: '已上架稳健医疗同规格产品，可在器械专区采购。', days_ago: 9 },
  { company: KANGNING, name: '阿奇霉素干混悬剂', spec: '0.1g*6袋', manufacturer: '', quantity: 30, expected_price_fen: 1800, remark: '儿科常用', status: 'pending', reply: null, days_ago: 3 },
];
