/** A calendar feed read as a phone would: fetched from its secret URL and parsed by Mozilla's ical.js. */
import type { FastifyInstance } from 'fastify';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { injectAs } from './orderDrafts';

/**
 * ical.js is an ES module whose package also ships a UMD build for `require` (dist/ical.es5.cjs).
 * TypeScript refuses a static import of a package typed as ESM only from these CommonJS tests, so the
 * build is required and typed with the package's own types. Under plain Node the UMD build answers
 * `{ default: ICAL }`; under jest (no `exports` object in the sandbox's check) it answers ICAL itself.
 */
type Ical = typeof ICALModule;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const loaded = require('ical.js') as Ical | { default: Ical };
const ICAL: Ical = 'default' in loaded ? loaded.default : loaded;

export interface FeedEvent {
  uid: string;
  status: string;
  summary: string;
  location: string | null;
  dtstamp: string;
}

/** Parses RFC 5545 text (throws on a malformed feed) into its events, each DTSTAMP as written. */
export function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const stamp = event.getFirstProperty('dtstamp');
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      status: String(event.getFirstPropertyValue('status') ?? ''),
      summary: String(event.getFirstPropertyValue('summary') ?? ''),
      location: event.hasProperty('location') ? String(event.getFirstPropertyValue('location')) : null,
      // the value as written in the feed (ical.js would convert a local time silently)
      dtstamp: stamp ? String(stamp.toICALString().split(':').slice(1).join(':')) : '',
    };
  });
}

/** The events of a user's own feed, fetched from the URL the site gives them. */
export async function feedOf(app: FastifyInstance, headers: Record<string, string>): Promise<FeedEvent[]> {
  const link = await injectAs(app, headers, { url: '/api/kalender' });
  const url = (link.json() as { data: { url: string } }).data.url;
  const feed = await app.inject({ url });
  if (feed.statusCode !== 200) throw new Error(`feed answered ${feed.statusCode}`);
  return parseFeed(feed.body);
}

export const meetingUid = (meetingId: number) => `pertemuan-${meetingId}@pintarprivat.id`;
