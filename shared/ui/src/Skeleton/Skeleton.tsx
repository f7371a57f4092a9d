import type { ReactElement } from 'react';
import './Skeleton.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

/** A grey placeholder shaped like the content that is loading. */
export function Skeleton({ width = '100%', height = 16, radius = 8, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['ui-skeleton', className ?? ''].join(' ').trim()}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

export interface SkeletonGroupProps {
  /** what is loading, for screen readers ("Memuat daftar guru") */
  label: string;
  count: number;
  renderItem: (index: number) => ReactElement;
  className?: string;
}

/** A busy region holding `count` placeholders. */
export function SkeletonGroup({ label, count, renderItem, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={className}>
      <span className="ui-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="skeleton-item">
          {renderItem(index)}
        </div>
      ))}
    </div>
  );
}

/** A card-shaped placeholder: image, title and two lines. */
export function CardSkeleton() {
  return (
    <div className="ui-skeleton-card">
      <Skeleton height={160} radius={12} />
      <Skeleton height={20} width="80%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="60%" />
    </div>
  );
}
