import styles from './logo-skeleton.module.css';

/**
 * A logo still loading, drawn as a pulsing block: MUI's rounded Skeleton in look, static
 * CSS instead of emotion, so the first render and the render that swaps in the
 * logo insert no styles (decision 007, "Static styles on the first screens").
 */
export function LogoSkeleton({ width, height }: { width: number; height: number }) {
  return <span className={styles.skeleton} style={{ width, height }} />;
}
