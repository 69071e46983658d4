import { FOOTER_HELP_GROUPS } from '@yc/contracts';
import { Link } from 'react-router';
import { QrCode } from '../../components/ui/qr-code';
import { BRAND_NAME } from '../../config/brand';
import { helpArticleHref } from '../../config/paths';
import { useHelpCategories } from '../../features/content/api/get-help-categories';
import { useSiteLinks } from '../../features/content/api/get-site-links';
import styles from './site-footer.module.css';

/** Help links of the first 4 groups, the two QR codes, friendly links, licence lines and this year's copyright. */
export function SiteFooter() {
  const groups = (useHelpCategories().data ?? []).slice(0, FOOTER_HELP_GROUPS);
  const links = useSiteLinks().data;
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.help}>
          {groups.map((group) => (
            <section key={group.id} className={styles.group} aria-label={group.name}>
              <h3 className={styles.groupTitle}>{group.name}</h3>
              <ul className={styles.articles}>
                {group.children.map((article) => (
                  <li key={article.id}>
                    <Link to={helpArticleHref(article.id)}>{article.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className={styles.codes}>
          <figure className={styles.code}>
            <QrCode text={links?.miniprogram_url ?? ''} size={96} label="小程序码" />
            <figcaption>微信小程序</figcaption>
          </figure>
          <figure className={styles.code}>
            <QrCode text={links?.app_url ?? ''} size={96} label="手机APP下载二维码" />
            <figcaption>手机APP</figcaption>
          </figure>
        </div>
      </div>
      <div className={styles.bottom}>
        {links && links.list.length > 0 && (
          <p className={styles.friends}>
            <span>友情链接：</span>
            {links.list.map((link) => (
              <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            ))}
          </p>
        )}
        {links?.licence.map((line) => (
          <p key={line} className={styles.licence}>
            {line}
          </p>
        ))}
        <p className={styles.copyright}>
          Copyright © {year} {BRAND_NAME} 版权所有
        </p>
      </div>
    </footer>
  );
}
