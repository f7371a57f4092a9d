/**
 * A calendar feed read as a phone reads it: the "Tambahkan ke kalender" link's URL fetched, the
 * RFC 5545 lines unfolded, and each VEVENT's UID, STATUS, SUMMARY and DTSTAMP picked out.
 */
import type { Page } from '@playwright/test';

export interface FeedEvent {
  uid: string;
  status: string;
  summary: string;
  dtstamp: string;
}

/** The feed URL the page offers (the link of @tutor/ui's CalendarFeed). */
export async function feedUrlOn(page: Page): Promise<string> {
  const href = await page.getByRole('main').getByRole('link', { name: 'Tambahkan ke kalender' }).getAttribute('href');
  if (!href || !/\/api\/kalender\/[A-Za-z0-9_-]+\.ics$/.test(href)) throw new Error(`no calendar feed link: ${href}`);
  return href;
}

export async function feedEvents(url: string): Promise<FeedEvent[]> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`the feed answered ${response.status}`);
  const ics = (await response.text()).replace(/\r\n[ \t]/g, '');
  return (ics.match(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT/g) ?? []).map((block) => {
    const field = (name: string) => new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    return { uid: field('UID'), status: field('STATUS'), summary: field('SUMMARY'), dtstamp: field('DTSTAMP') };
  });
}

/** The STATUS of each given UID in the feed ("missing" when the feed has no such event). */
export function statusByUid(events: readonly FeedEvent[], uids: readonly string[]): string[] {
  return uids.map((uid) => events.find((event) => event.uid === uid)?.status ?? 'missing');
}
