/**
 * The supplier's 首营资料 as a buyer files them before its first purchase (GSP 首营企业审核): 营业执照,
 * 药品经营许可证, GSP 证书, 开户许可证, 质量保证协议 and the 法人授权委托书 naming the account manager
 * with their 身份证号. Each is a one-page PDF drawn from the supplier profile under its red seal,
 * marked as a copy checked against the original; the six go to the buyer as one ZIP.
 */
import { zipSync } from 'fflate';
import { openPdf } from '../../lib/pdf/document.js';
import type { CjkFont } from '../../lib/pdf/font.js';
import { drawSeal } from '../../lib/pdf/seal.js';
import type { SupplierProfile } from '../content/settings.js';

export interface SupplierPack {
  supplier: SupplierProfile;
  /** The store the pack is for (质量保证协议, 委托书). */
  buyer: string;
  manager: { name: string; phone: string; idCardNo: string };
  /** YYYY-MM-DD: the day the pack is drawn, and a year on (the agreement and the 委托书 run that long). */
  issuedOn: string;
  validTo: string;
}

interface Paper {
  file: string;
  title: string;
  fields: [string, string][];
  paragraphs: string[];
  signatures: string[];
}

const MARGIN = 60;
const COPY_NOTE = '本复印件与原件核对一致，仅供首营企业资料审核使用，再复印无效。（演示资料）';
const dash = (v: string) => v || '—';

function papers(p: SupplierPack): Paper[] {
  const s = p.supplier;
  const idCard = p.manager.idCardNo || '未登记（请联系客户经理补充）';
  return [
    {
      file: '01-营业执照.pdf',
      title: '营 业 执 照',
      fields: [
        ['统一社会信用代码', s.credit_code],
        ['名称', s.legal_name],
        ['类型', '有限责任公司'],
        ['法定代表人', s.legal_representative],
        ['注册资本', s.registered_capital],
        ['成立日期', s.established_on],
        ['住所', s.address],
        ['经营范围', s.business_scope],
      ],
      paragraphs: [],
      signatures: [],
    },
    {
      file: '02-药品经营许可证.pdf',
      title: '药品经营许可证',
      fields: [
        ['证号', s.drug_licence_no],
        ['企业名称', s.legal_name],
        ['注册地址', s.address],
        ['仓库地址', s.warehouse_address],
        ['法定代表人', s.legal_representative],
        ['质量负责人', s.quality_manager],
        ['经营方式', '批发'],
        ['经营范围', s.business_scope],
        ['有效期至', s.drug_licence_valid_to],
      ],
      paragraphs: [],
      signatures: [],
    },
    {
      file: '03-GSP证书.pdf',
      title: '药品经营质量管理规范认证证书',
      fields: [
        ['证书编号', s.gsp_cert_no],
        ['企业名称', s.legal_name],
        ['地址', s.warehouse_address],
        ['认证范围', '药品批发'],
        ['有效期至', s.gsp_valid_to],
      ],
      paragraphs: ['经审查，该企业符合《药品经营质量管理规范》要求，特发此证。'],
      signatures: [],
    },
    {
      file: '04-开户许可证.pdf',
      title: '开 户 许 可 证',
      fields: [
        ['核准号', s.bank_permit_no],
        ['存款人', s.legal_name],
        ['法定代表人', s.legal_representative],
        ['开户银行', s.bank_name],
        ['账号', s.bank_account],
      ],
      paragraphs: ['经核准，准予开立基本存款账户。'],
      signatures: [],
    },
    {
      file: '05-质量保证协议.pdf',
      title: '药品质量保证协议',
      fields: [
        ['甲方（购货方）', p.buyer],
        ['乙方（供货方）', s.legal_name],
        ['协议有效期', `${p.issuedOn} 至 ${p.validTo}`],
      ],
      paragraphs: [
        '一、乙方保证具有合法的《营业执照》《药品经营许可证》，所供药品均为合法企业生产、经营的合格产品，并按甲方要求提供首营资料及加盖乙方质量管理专用章的检验报告。',
        '二、乙方所供药品的包装、标签、说明书符合国家有关规定，每批次随货附随货同行单，列明品名、规格、生产厂家、批准文号、批号、生产日期、有效期至与数量。',
        '三、乙方按药品储运条件运输，冷藏药品全程冷链并提供温度记录。',
        '四、因药品质量问题造成的损失由乙方负责；乙方发现质量问题或收到召回通知时，应立即通知甲方并协助召回。',
        '五、甲方按《药品经营质量管理规范》对到货药品逐批验收，发现问题在收货后7日内书面通知乙方。',
        '六、本协议一式两份，双方各执一份，自双方签章之日起生效。',
      ],
      signatures: [`甲方（盖章）：${p.buyer}`, `乙方（盖章）：${s.legal_name}`],
    },
    {
      file: '06-法人授权委托书.pdf',
      title: '法人授权委托书',
      fields: [
        ['被委托人', p.manager.name],
        ['身份证号', idCard],
        ['联系电话', p.manager.phone],
        ['委托单位', s.legal_name],
        ['委托期限', `${p.issuedOn} 至 ${p.validTo}`],
      ],
      paragraphs: [
        `兹委托我公司 ${p.manager.name}（身份证号：${idCard}）为我公司药品销售人员，负责与贵单位（${p.buyer}）联系药品销售业务，其在委托权限内的行为由我公司承担法律责任。`,
        '被委托人不得转委托。委托期满或被委托人离职，本委托书自动失效。',
        '附：被委托人身份证复印件（演示资料中省略）。',
      ],
      signatures: [`法定代表人：${s.legal_representative}`, `委托单位（盖章）：${s.legal_name}`],
    },
  ];
}

function renderPaper(paper: Paper, p: SupplierPack, font: CjkFont): Promise<Buffer> {
  const { pdf, bytes } = openPdf(font, {
    size: 'A4',
    margin: MARGIN,
    info: { Title: paper.title.replaceAll(' ', ''), Author: p.supplier.legal_name, CreationDate: new Date(`${p.issuedOn}T00:00:00+08:00`) },
  });
  const width = pdf.page.width - MARGIN * 2;
  pdf
    .rect(MARGIN - 20, MARGIN - 20, width + 40, pdf.page.height - MARGIN * 2 + 40)
    .lineWidth(1.5)
    .strokeColor('#b8860b')
    .stroke();
  pdf
    .fontSize(24)
    .fillColor('#000000')
    .text(paper.title, MARGIN, MARGIN + 10, { width, align: 'center' });
  pdf.moveDown(1.2).fontSize(11);
  for (const [label, value] of paper.fields) {
    const top = pdf.y;
    pdf.fillColor('#555555').text(label, MARGIN, top, { width: 110 });
    pdf.fillColor('#000000').text(dash(value), MARGIN + 120, top, { width: width - 120 });
    pdf.moveDown(0.5);
  }
  pdf.moveDown(0.5);
  for (const text of paper.paragraphs) {
    pdf.text(text, MARGIN, pdf.y, { width, lineGap: 3 });
    pdf.moveDown(0.5);
  }
  pdf.moveDown(1);
  for (const line of paper.signatures) {
    pdf.text(line, MARGIN, pdf.y, { width });
    pdf.moveDown(0.6);
  }
  pdf.text(`日期：${p.issuedOn}`, MARGIN, pdf.y, { width, align: 'right' });
  const sealY = Math.min(pdf.y + 70, pdf.page.height - MARGIN - 110);
  drawSeal(pdf, MARGIN + width - 80, sealY, 55, { name: p.supplier.legal_name, purpose: '' });
  pdf
    .fontSize(9)
    .fillColor('#c8161d')
    .text(COPY_NOTE, MARGIN, pdf.page.height - MARGIN - 20, { width, align: 'center', lineBreak: false });
  pdf.end();
  return bytes;
}

/** The six papers as one ZIP, the same bytes for the same pack (files dated the day it is issued). */
export async function renderSupplierPack(p: SupplierPack, font: CjkFont): Promise<Buffer> {
  // ZIP times are wall-clock fields (fflate reads them in the server's zone): the issue day at midnight wherever it runs.
  const [y, m, d] = p.issuedOn.split('-').map(Number);
  const mtime = new Date(y, m - 1, d);
  const entries = await Promise.all(papers(p).map(async (paper) => [paper.file, await renderPaper(paper, p, font)] as const));
  return Buffer.from(zipSync(Object.fromEntries(entries.map(([file, data]) => [file, [new Uint8Array(data), { mtime }]]))));
}
