import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from './trail.module.css';

export interface TrailStep {
  label: string;
  to?: string;
}

/**
 * 首页 › … › the page: where the reader is (a goods in its categories, an article in the help and news
 * centre). Drawn as antd's Breadcrumb draws it, without it: that one brings Dropdown and Menu along
 * (some 24 KB gzip) for item menus no page has.
 */
export function Trail({ steps, className }: { steps: readonly TrailStep[]; className?: string }) {
  return (
    <nav className={className ? `${styles.trail} ${className}` : styles.trail}>
      <ol>
        {[{ label: '首页', to: paths.home }, ...steps].map((step, index) => (
          <Fragment key={`${step.label}-${step.to ?? ''}`}>
            {index > 0 && (
              <li className={styles.separator} aria-hidden="true">
                /
              </li>
            )}
            <li>{step.to ? <Link to={step.to}>{step.label}</Link> : <span className={styles.here}>{step.label}</span>}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
