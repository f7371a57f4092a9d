export { Skeleton, SkeletonGroup, CardSkeleton } from './Skeleton';
export type { SkeletonProps, SkeletonGroupProps } from './Skeleton';
