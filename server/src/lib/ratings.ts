/** Ratings are stored as integer tenths (4.9 → 49) so averages and buckets compare exactly. */
export function ratingFromTenths(tenths: number): number {
  return tenths / 10;
}
