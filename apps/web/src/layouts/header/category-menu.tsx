import { MenuOutlined } from '@ant-design/icons';
import { CATEGORY_MENU_ENTRIES, type Category } from '@yc/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteMeta } from '../../app/route-meta';
import { categoryHref } from '../../config/paths';
import styles from './category-menu.module.css';

/** 全部商品分类: the first 7 categories (spec section 2), each with its sub-categories in a flyout on hover; kept open on the home page. */
export function CategoryMenu({ categories }: { categories: readonly Category[] }) {
  const pinned = useRouteMeta().categoryMenuOpen === true;
  const [hovered, setOpen] = useState(false);
  const open = pinned || hovered;
  const [activeId, setActiveId] = useState<number | null>(null);
  const shown = categories.slice(0, CATEGORY_MENU_ENTRIES);
  const active = shown.find((category) => category.id === activeId);

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  return (
    <div className={styles.menu} onMouseEnter={() => setOpen(true)} onMouseLeave={close} onFocus={() => setOpen(true)}>
      <div className={styles.title}>
        <MenuOutlined /> 全部商品分类
      </div>
      {open && shown.length > 0 && (
        <nav className={`${styles.panel} ${pinned ? styles.pinned : ''}`} aria-label="商品分类">
          <ul className={styles.list}>
            {shown.map((category) => (
              <li
                key={category.id}
                className={category.id === activeId ? styles.active : undefined}
                onMouseEnter={() => setActiveId(category.id)}
                onFocus={() => setActiveId(category.id)}
              >
                <Link to={categoryHref(category.id)}>
                  {pinned && category.logo && <img src={category.logo} alt="" className={styles.icon} />}
                  {category.name}
                </Link>
                {pinned && (
                  <span className={styles.sample} aria-hidden="true">
                    {category.children
                      .slice(0, 3)
                      .map((child) => child.name)
                      .join(' / ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {active && active.children.length > 0 && (
            <section className={styles.flyout} aria-label={`${active.name}的子分类`}>
              {active.children.map((child) => (
                <dl key={child.id} className={styles.group}>
                  <dt>
                    <Link to={categoryHref(child.id)}>{child.name}</Link>
                  </dt>
                  <dd>
                    {child.children.map((leaf) => (
                      <Link key={leaf.id} to={categoryHref(leaf.id)}>
                        {leaf.name}
                      </Link>
                    ))}
                  </dd>
                </dl>
              ))}
            </section>
          )}
        </nav>
      )}
    </div>
  );
}
