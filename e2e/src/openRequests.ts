import type { Page, Request } from '@playwright/test';

/**
 * The page's requests still in flight, as playwright reports them. Used instead of the
 * 'networkidle' load state, which on this machine now and then never came (30 s) with no request
 * open at all; an empty set is an event, not a quiet period to wait out.
 */
export class OpenRequests {
  private readonly open = new Set<Request>();
  private waiters: (() => void)[] = [];
  private readonly opened = (request: Request) => void this.open.add(request);
  private readonly closed = (request: Request) => {
    this.open.delete(request);
    if (this.open.size > 0) return;
    for (const wake of this.waiters.splice(0)) wake();
  };

  constructor(private readonly page: Page) {
    page.on('request', this.opened).on('requestfinished', this.closed).on('requestfailed', this.closed);
  }

  /** Resolves once no request is open (at once when none is). */
  drained(): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  get size(): number {
    return this.open.size;
  }

  urls(): string[] {
    return [...this.open].map((request) => request.url());
  }

  stop(): void {
    this.page.off('request', this.opened).off('requestfinished', this.closed).off('requestfailed', this.closed);
  }
}
