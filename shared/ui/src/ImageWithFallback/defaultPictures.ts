const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The neutral default picture (a framed landscape on grey) for a picture that is not a person:
 * blog pictures, levels, partner marks. `slice` fills any box without bands; data: URIs cannot
 * fail to load and the CSP allows them.
 */
export const DEFAULT_FALLBACK_SRC = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="160" height="120" preserveAspectRatio="xMidYMid slice">' +
    '<rect width="160" height="120" fill="#e4e8ee"/><circle cx="108" cy="40" r="12" fill="#b7c0cc"/>' +
    '<path d="M0 120 52 58l30 34 18-18 60 46z" fill="#b7c0cc"/></svg>',
);

/** The default picture of a person (teachers, testimonials): a silhouette on the brand's pale green. */
export const DEFAULT_PERSON_PICTURE = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">' +
    '<rect width="120" height="120" fill="#e3f4ec"/><circle cx="60" cy="46" r="22" fill="#0b6e4f" opacity="0.55"/>' +
    '<path d="M22 112 Q24 74 60 74 Q96 74 98 112Z" fill="#0b6e4f" opacity="0.55"/></svg>',
);
