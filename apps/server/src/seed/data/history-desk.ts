/**
 * What the history's pharmacies write to the wholesaler beside their orders: questions to customer
 * service about a goods and the staff's answers, 意见反馈 and its replies, and the goods they searched
 * for in vain and registered as 求购 (none of them is in the demo catalogue).
 */

/** A buyer's question about the goods it sends as a card; `{name}` is the goods' name. */
export const CHAT_QUESTIONS: readonly string[] = [
  '请问{name}现在有货吗？最近效期的批次到什么时候？',
  '{name}能拆中包装吗？我们门店一次用不了一件',
  '{name}下周还有库存吗？我们要备一批货',
  '{name}的价格最近有调整吗？和上个月开票价不一样',
  '上次收到的{name}外箱有点破损，这次能帮忙加固包装吗？',
  '{name}可以提供药检报告吗？我们GSP检查要用',
];

export const CHAT_ANSWERS: readonly string[] = [
  '您好，{name}库存充足，现发批次效期都在一年以上，今天下单明天发货。',
  '您好，{name}支持按中包装购买，下单时按中包装数量的倍数填写即可。',
  '您好，{name}下周库存正常，如需大批量备货可以联系您的客户经理锁定库存。',
  '您好，{name}本月执行新的批发价，开票价以订单页面显示为准，有疑问可以随时联系我们。',
  '非常抱歉给您带来不便，已备注仓库对{name}加固包装，后续有问题请随时反馈。',
  '您好，{name}的药检报告可以在商品详情页「资质下载」中查看，也可以随订单随货附上。',
];

/** `type` is one of the feedback form's FEEDBACK_TYPES. */
export const FEEDBACKS: readonly { type: string; content: string }[] = [
  { type: '物流配送', content: '最近两次配送都比承诺时间晚了半天，希望能准时送达' },
  { type: '功能建议', content: '希望常购清单可以按分类筛选，门店补货时更方便' },
  { type: '商品问题', content: '部分中药饮片的规格描述不够清楚，希望补充产地信息' },
  { type: '网站使用', content: '手机上查看电子发票时下载按钮不太好找，建议放在订单详情里' },
  { type: '售后服务', content: '退货审核很快，点个赞，希望退款到账也能再快一些' },
  { type: '其他', content: '希望能增加更多门店营销物料，比如海报和价签' },
];

export const FEEDBACK_REPLIES: readonly string[] = [
  '感谢您的反馈，我们已与物流部门沟通，后续会优化配送时效。',
  '感谢建议，我们已记录并转交产品团队评估。',
  '感谢您的反馈，相关商品信息会在本周内补充完善。',
];

/** A search that finds nothing, then the 登记求购 of it. */
export interface WantedSeed {
  keywords: string;
  spec: string;
  manufacturer: string;
  quantity: number;
}

export const WANTED: readonly WantedSeed[] = [
  { keywords: '司美格鲁肽', spec: '1.34mg/ml 3ml/支', manufacturer: '诺和诺德', quantity: 20 },
  { keywords: '替尔泊肽', spec: '5mg/0.5ml', manufacturer: '礼来', quantity: 10 },
  { keywords: '度普利尤单抗', spec: '300mg/2ml', manufacturer: '赛诺菲', quantity: 5 },
  { keywords: '奥希替尼', spec: '80mg*30片', manufacturer: '阿斯利康', quantity: 6 },
  { keywords: '玛巴洛沙韦', spec: '20mg*2片', manufacturer: '罗氏', quantity: 30 },
  { keywords: '利拉鲁肽', spec: '3ml:18mg', manufacturer: '诺和诺德', quantity: 12 },
];

export const WANTED_REPLIES: readonly string[] = [
  '您好，该品种已列入采购计划，预计两周内到货，到货后会第一时间通知您。',
  '您好，该品种暂无稳定货源，我们会持续关注，有货后通知您。',
];
