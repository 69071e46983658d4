import {
  coldChainText,
  GOODS_TYPE_COMBINATION,
  YB_CLASS_TEXT,
  toMillis,
  type CombinationMember,
  type GoodsDetailView,
  type GoodsPromotion,
  yuanToFen,
} from '@yc/contracts';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { PageContainer } from '../../../components/ui/page-container';
import { Trail } from '../../../components/ui/trail';
import { categoryHref, paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import { formatSecondsDay } from '../../../lib/format/time';
import { serverNow } from '../../../lib/server-clock';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useGoodsActivities } from '../api/get-goods-activities';
import { useRecordVisit } from '../api/record-visit';
import { BuyBox } from '../components/buy-box';
import { FavoriteButton } from '../components/favorite-button';
import { FlashSaleBar } from '../components/flash-sale-bar';
import { GoodsBatches } from '../components/goods-batches';
import { GoodsCard } from '../components/goods-card';
import { GoodsPrice } from '../components/goods-price';
import { GoodsTags } from '../components/goods-tags';
import { RegulatoryBadges } from '../components/regulatory-badges';
import { withOfferTags } from '../lib/tags';
import { QualityReportLink } from '../components/quality-report-link';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonImage } from '../../../components/ui/skeleton';
import { StatusResult } from '../../../components/ui/status-result';
import { Tag } from '../../../components/ui/tag';
import { ladderRows } from '../lib/ladder';
import { validityAfterLabel } from '../lib/validity';
import styles from './goods-detail-page.module.css';

const NOT_FOUND_TITLE = '商品不存在或已下架';

// Only a 套餐 lists its members, in antd's Table: its chunk loads with such a page, not with every goods page.
const MembersTable = lazyWithAntd(async () => (await import('../components/members-table')).MembersTable);

const PROMOTION_LABEL: Readonly<Record<string, string>> = { manjian: '满减', manzhe: '满折', gift: '赠品', hg: '换购' };

const isOn = (window: { start_time: number; end_time: number }, now: number) =>
  toMillis(window.start_time) <= now && now < toMillis(window.end_time);

function Gallery({ goods }: { goods: GoodsDetailView }) {
  const images = goods.goods_image.length > 0 ? goods.goods_image : [{ url: goods.image }];
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0]!;
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        <LazyImage src={main.url} alt={goods.name} width={400} height={400} />
      </div>
      <ul className={styles.thumbs} aria-label="商品图片">
        {images.map((image, index) => (
          <li key={`${image.url}-${index}`}>
            <button
              type="button"
              className={index === current ? styles.thumbActive : styles.thumb}
              aria-label={`第${index + 1}张图片`}
              aria-pressed={index === current}
              onMouseEnter={() => setCurrent(index)}
              onClick={() => setCurrent(index)}
            >
              <LazyImage src={image.url} alt="" width={60} height={60} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Field({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? styles.fieldStrong : styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Promotions({ promotions }: { promotions: readonly GoodsPromotion[] }) {
  if (promotions.length === 0) return null;
  return (
    <div className={styles.priceLine}>
      <span className={styles.priceLabel}>促销</span>
      <ul className={styles.promotions}>
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <Tag color="red" filled>
              {PROMOTION_LABEL[promotion.type] ?? '活动'}
            </Tag>
            {promotion.name}
            <span className={styles.muted}>（{formatSecondsDay(promotion.end_time)} 截止）</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Members({ members }: { members: readonly CombinationMember[] }) {
  return (
    <section className={styles.section} aria-label="套餐内商品">
      <h2 className={styles.sectionTitle}>套餐内商品</h2>
      <Suspense fallback={null}>
        <MembersTable members={members} />
      </Suspense>
    </section>
  );
}

/** What the route adds beside 收藏 (咨询客服, from the chat feature). */
type Consult = (goods: GoodsDetailView) => ReactNode;

function DetailBody({ goods, consult }: { goods: GoodsDetailView; consult?: Consult }) {
  // The moment the page opened (on the server's clock) decides which promotions show; the flash-sale countdown ticks on its own.
  const [now] = useState(serverNow);
  const flash = goods.flash_sale && isOn(goods.flash_sale, now) ? goods.flash_sale : null;
  const promotions = goods.promotions.filter((promotion) => isOn(promotion, now));
  const manjian = promotions.find((promotion) => promotion.type === 'manjian');
  const ladder = ladderRows(goods);
  const nearExpiry = goods.is_jxq === 1 && (goods.xq ?? goods.expiry_date) !== null;
  const isPackage = goods.goods_type === GOODS_TYPE_COMBINATION;
  const report = goods.quality_reports[0];
  const related = goods.related.slice(0, 10);
  // The activity pages that list the goods (特) come with its offers, and the related cards' tags too.
  const offers = useGoodsActivities([goods.id, ...related.map((item) => item.id)]);
  useRecordVisit(goods.id);

  return (
    <>
      <Trail
        className={styles.crumbs}
        steps={[...goods.category_path.map((category) => ({ label: category.name, to: categoryHref(category.id) })), { label: goods.name }]}
      />
      <section className={styles.top}>
        <Gallery goods={goods} />
        <div className={styles.info}>
          <h1 className={styles.title}>
            {goods.rx_class && <span className={goods.rx_class === '处方药' ? styles.rx : styles.otc}>{goods.rx_class}</span>}
            {goods.name}
          </h1>
          {goods.common_name && goods.common_name !== goods.name && <p className={styles.subtitle}>通用名：{goods.common_name}</p>}
          <RegulatoryBadges goods={goods} />
          <GoodsTags
            tags={withOfferTags(goods.tags, { promotions, flash_sale: flash, activities: offers.get(goods.id)?.activities ?? [] })}
          />
          {flash && <FlashSaleBar sale={flash} priceText={goods.price_text} unit={goods.bzdw} />}
          <div className={styles.priceBox}>
            <div className={styles.priceLine}>
              <span className={styles.priceLabel}>{isPackage ? '套餐价' : '采购价'}</span>
              <GoodsPrice goods={goods} size="large" original={isPackage ? goods.original_price : undefined} />
              {goods.price !== null && goods.goods_price_id > 0 && <Tag color="gold">会员价</Tag>}
            </div>
            {ladder.length > 0 && (
              <div className={styles.priceLine}>
                <span className={styles.priceLabel}>阶梯价</span>
                <table className={styles.ladder} aria-label="阶梯价">
                  <thead>
                    <tr>
                      <th>采购数量</th>
                      {ladder.map((row) => (
                        <td key={row.range}>{row.range}</td>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th>单价</th>
                      {ladder.map((row) => (
                        <td key={row.range} className={styles.ladderPrice}>
                          {row.price}
                        </td>
                      ))}
                    </tr>
                  </tbody>
                </table>
              </div>
            )}
            <Promotions promotions={promotions} />
            {goods.is_dpby === 1 && goods.free_shipping_number > 0 && (
              <div className={styles.priceLine}>
                <span className={styles.priceLabel}>包邮</span>
                <span>
                  单品购满 {goods.free_shipping_number}
                  {goods.bzdw} 包邮
                </span>
              </div>
            )}
          </div>
          {nearExpiry && (
            <p className={styles.expiry} role="note">
              近效期商品，有效期至 <strong>{goods.xq ?? goods.expiry_date}</strong>，售出后非质量问题不退换
            </p>
          )}
          <dl className={styles.fields}>
            <Field label="规格">{goods.ypgg}</Field>
            <Field label="生产厂家">{goods.sccj}</Field>
            <Field label="批准文号">{goods.approval_no || '—'}</Field>
            <Field label="条码">{goods.barcode || '—'}</Field>
            <Field label="剂型">{goods.dosage_form || '—'}</Field>
            <Field label="包装单位">{goods.bzdw}</Field>
            <Field label="中包装">
              {goods.mid_pack}
              {goods.bzdw}
            </Field>
            <Field label="起订量">
              {goods.min_qty}
              {goods.bzdw}
            </Field>
            <Field label="库存">{goods.number === 0 ? '缺货' : `${goods.number}${goods.bzdw}`}</Field>
            <Field label="有效期" strong={nearExpiry}>
              {goods.xq_text ? validityAfterLabel(goods.xq_text) : goods.expiry_date ? `至 ${goods.expiry_date}` : '—'}
            </Field>
            <Field label="生产批号">{goods.batches[0]?.batch_no ?? (goods.production_batch || '—')}</Field>
            <Field label="储存条件">
              {goods.cold_chain ? `${goods.storage}（冷链 ${coldChainText(goods.cold_chain)}）` : goods.storage || '—'}
            </Field>
            <Field label="医保类别">{YB_CLASS_TEXT[goods.yb_class]}</Field>
            {goods.yb_code && <Field label="医保编码">{goods.yb_code}</Field>}
            {goods.origin && <Field label="产地">{goods.origin}</Field>}
            {goods.shelf_life_months !== null && <Field label="保质期">{goods.shelf_life_months}个月</Field>}
            <Field label="品牌">{goods.brand ? goods.brand.name : '—'}</Field>
            {goods.qg_number > 0 && (
              <Field label="限购">
                每店限购 {goods.qg_number}
                {goods.bzdw}
              </Field>
            )}
            {goods.is_hm === 1 && (
              <Field label="含麻药品" strong>
                每单限购 {goods.hm_limit}
                {goods.bzdw}，需回传签收回执
              </Field>
            )}
            {goods.type === 1 && <Field label="配送">平台自营仓发货</Field>}
          </dl>
          {goods.batches.length > 0 && (
            <section className={styles.batches} aria-labelledby="goods-batches">
              <h2 id="goods-batches" className={styles.batchesTitle}>
                批号与效期 <span className={styles.muted}>按有效期先到先发（FEFO），实际发货批号以随货同行单为准</span>
              </h2>
              <GoodsBatches batches={goods.batches} />
            </section>
          )}
          <div className={styles.buyRow}>
            <BuyBox goods={goods} flashSale={flash} manjianId={manjian?.id ?? 0} size="middle" layout="stack" showTier />
          </div>
          <div className={styles.actions}>
            <FavoriteButton goodsId={goods.id} initial={goods.is_favorite === undefined ? undefined : goods.is_favorite === 1} />
            <QualityReportLink goodsId={goods.id} batch={report?.batch ?? goods.production_batch} />
            {consult?.(goods)}
          </div>
        </div>
      </section>
      {isPackage && goods.members.length > 0 && <Members members={goods.members} />}
      {goods.original_price !== null && isPackage && goods.price !== null && goods.original_price > goods.price && (
        <p className={styles.saving}>套餐立省 {yuan((yuanToFen(goods.original_price) - yuanToFen(goods.price)) / 100)}</p>
      )}
      {goods.related.length > 0 && (
        <section className={styles.section} aria-label="相关推荐">
          <h2 className={styles.sectionTitle}>相关推荐</h2>
          <div className={styles.related}>
            {related.map((item) => (
              <GoodsCard key={item.id} goods={item} compact offers={offers.get(item.id)} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/** /list/info/:id and /list/info-pt/:id: everything about one goods, bought and favourited from here. */
export function GoodsDetailPage({ consult }: { consult?: Consult } = {}) {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : 0;
  const { data, isPending, isError, error, refetch } = useGoodsDetail(id);

  return (
    <PageContainer>
      {id === 0 || (isError && !data) ? (
        <StatusResult
          status="404"
          title={NOT_FOUND_TITLE}
          subTitle={
            id === 0 ? '商品编号不正确' : error?.message && error.message !== NOT_FOUND_TITLE ? error.message : '请返回列表查看其他商品'
          }
          extra={[
            <Link key="list" to={paths.list}>
              <Button variant="primary">去逛逛</Button>
            </Link>,
            id > 0 ? (
              <Button key="retry" onClick={() => void refetch()}>
                重新加载
              </Button>
            ) : null,
          ]}
        />
      ) : isPending ? (
        <div className={styles.skeleton}>
          <SkeletonImage width={400} height={400} />
          <Skeleton rows={10} />
        </div>
      ) : (
        <DetailBody key={data.id} goods={data} consult={consult} />
      )}
    </PageContainer>
  );
}
