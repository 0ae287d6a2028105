import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  title: string;
  /** Buttons on the title row (refresh, back...). */
  actions?: ReactNode;
  /** A wide table's frame (a list with many columns on a desktop): up to 1200 px instead of 720. */
  wide?: boolean;
  children: ReactNode;
}

/** A screen's frame: phone width first, centred with a readable width on desktop. */
export function Page({ title, actions, wide = false, children }: PageProps) {
  return (
    <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
