import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';

/** The shape of an article while it loads. */
export function BlogArticleSkeleton() {
  return (
    <SkeletonGroup
      label="Memuat artikel"
      count={1}
      className="blog-article"
      renderItem={() => (
        <div className="blog-skeleton-article">
          <Skeleton height={36} width="85%" />
          <Skeleton height={16} width="45%" />
          <Skeleton height="auto" className="blog-skeleton-article__image" radius={12} />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </div>
      )}
    />
  );
}

/** Rows shaped like the 'Baca lainnya' links while they load. */
export function RelatedPostsSkeleton() {
  return (
    <SkeletonGroup
      label="Memuat artikel lainnya"
      count={3}
      className="blog-related__list"
      renderItem={() => (
        <div className="blog-skeleton-related">
          <Skeleton width={88} height={56} radius={8} />
          <div className="blog-skeleton-related__text">
            <Skeleton height={14} />
            <Skeleton height={12} width="50%" />
          </div>
        </div>
      )}
    />
  );
}
