import { nginxErrorSummary } from './processes.mjs';

describe('nginx’s error log in short', () => {
  it('counts each kind of line without its time, numbers and request', () => {
    const log = [
      '2026/11/26 10:33:15 [error] 16340#16340: *71 upstream prematurely closed connection while reading response header from upstream, client: 127.0.0.1, server: , request: "POST /api/x HTTP/1.1", upstream: "http://127.0.0.1:1/api/x", host: "h"',
      '2026/11/26 10:33:16 [error] 16340#16340: *59 upstream prematurely closed connection while reading response header from upstream, client: 127.0.0.1, server: , request: "GET /api/y HTTP/1.1"',
      '2026/11/26 10:33:16 [warn] 16340#16340: *59 upstream server temporarily disabled while reading response header from upstream, client: 127.0.0.1',
      '2026/11/26 10:33:17 [notice] 16339#16339: signal process started',
      '',
    ].join('\n');
    expect(nginxErrorSummary(log)).toBe(
      '2× [error] upstream prematurely closed connection while reading response header from upstream; ' +
        '1× [warn] upstream server temporarily disabled while reading response header from upstream; ' +
        '1× [notice] signal process started',
    );
  });

  it('says none for an empty log', () => {
    expect(nginxErrorSummary('')).toBe('none');
    expect(nginxErrorSummary('\n')).toBe('none');
  });
});
