/**
 * Answer shapes of the server (SPEC §3 and §7), one file per area under contract/. The server
 * builds its answers against these types, so front end and back end cannot drift apart silently.
 */
export type * from './contract/common';
export type * from './contract/fees';
export type * from './contract/blog';
export type * from './contract/teachers';
export type * from './contract/landing';
export type * from './contract/commerce';
export type * from './contract/errors';
