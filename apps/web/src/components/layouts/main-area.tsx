import type { ReactNode } from 'react';
import styles from './shell.module.css';

/** The screen's landmark; with the bottom navigation shown, its last lines stay clear of it. */
export function MainArea({ withNav, children }: { withNav: boolean; children: ReactNode }) {
  return <main className={withNav ? styles.main : undefined}>{children}</main>;
}
