import styles from './logo-placeholder.module.css';

/**
 * The place of a logo still loading: MUI's rounded Skeleton in look, static
 * CSS instead of emotion, so the first render and the render that swaps in the
 * logo insert no styles (decision 007, "Static styles on the first screens").
 */
export function LogoPlaceholder({ width, height }: { width: number; height: number }) {
  return <span className={styles.placeholder} style={{ width, height }} />;
}
