// The lifecycle area's public surface: what other areas may use. Its data/ stays private.
// Nothing today: the lifecycle is the top of orders ← lessons ← orderViews ← lifecycle; its routes
// are registered by areas/index.ts.
export {};
