import { useFocusCommon } from '../../features/content/api/get-focus-common';
import { SideBanner } from '../../features/home/components/side-banner';
import { CartButton } from './cart-button';
import { CategoryMenu } from './category-menu';
import { Logo } from './logo';
import { NavBar } from './nav-bar';
import { QualityNotice } from './quality-notice';
import { SearchBox } from './search-box';
import { ServiceInfo } from './service-info';
import { TopBanner } from './top-banner';
import { TopBar } from './top-bar';
import styles from './site-header.module.css';

/**
 * The full site header of spec sections 1 and 2, with its floating side banner on every page that shows
 * it; checkout steps hide its search box or cart button.
 */
interface SiteHeaderProps {
  showSearch: boolean;
  showCart: boolean;
}

export function SiteHeader({ showSearch, showCart }: SiteHeaderProps) {
  const common = useFocusCommon().data;
  return (
    <header className={styles.header} data-site-header="">
      <TopBanner />
      <TopBar />
      <QualityNotice />
      <div className={styles.main}>
        <Logo />
        {showSearch && <SearchBox hotTerms={common?.rnss ?? []} />}
        <div className={styles.aside}>
          <ServiceInfo />
          {showCart && <CartButton />}
        </div>
      </div>
      <div className={styles.navRow}>
        <div className={styles.navInner}>
          <CategoryMenu categories={common?.category ?? []} />
          <NavBar items={common?.nav ?? []} />
        </div>
      </div>
      <SideBanner />
    </header>
  );
}
