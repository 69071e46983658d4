import { Link } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { BRAND_NAME, BRAND_SLOGAN } from '../../../config/brand';
import { paths } from '../../../config/paths';
import styles from './home-page.module.css';

const ZONES = [
  { to: paths.qxzq, name: '器械专区' },
  { to: paths.zyyp, name: '中药饮片' },
  { to: paths.yx, name: '优选包邮' },
  { to: paths.jxqzc, name: '近效期专场' },
  { to: paths.lqzx, name: '领券中心' },
  { to: paths.jfsc, name: '积分商城' },
];

/** The home page's welcome block; its banners, floors and prize draw are later work. */
export function HomePage() {
  return (
    <PageContainer>
      <section className={styles.welcome}>
        <h1 className={styles.heading}>欢迎来到{BRAND_NAME}</h1>
        <p className={styles.lead}>{BRAND_SLOGAN}：药店、诊所一站式采购药品与医疗器械。首页栏目正在建设中。</p>
        <nav aria-label="专区入口" className={styles.zones}>
          {ZONES.map((zone) => (
            <Link key={zone.to} to={zone.to} className={styles.zone}>
              {zone.name}
            </Link>
          ))}
        </nav>
      </section>
    </PageContainer>
  );
}
