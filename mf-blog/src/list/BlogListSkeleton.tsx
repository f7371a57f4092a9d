import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';

/** 6 skeleton cards while a page of posts loads. */
export const SKELETON_CARD_COUNT = 6;

export function BlogListSkeleton() {
  return (
    <SkeletonGroup
      label="Memuat daftar artikel"
      count={SKELETON_CARD_COUNT}
      className="blog-list__grid"
      renderItem={() => <CardSkeleton />}
    />
  );
}
