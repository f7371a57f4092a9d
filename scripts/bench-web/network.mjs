// One cold load of a route in Chromium: JS bytes (gzip, in total and per script) and the longest
// chain of requests, each started by the previous one's answer, before the page's content is there.
// Also the scripts' bytes on the wire (transfer) and unpacked (decoded), and every request made.
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/** The URL of what started a request: the document's parser, or the script on top of the stack. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((call) => call.url);
    if (frame) return frame.url;
  }
  return null;
}

/**
 * @param {import('playwright-core').Browser} browser @param {string} url
 * @param {{ storageState?: object }} [options] a logged-in person's cookies (loggedIn.mjs)
 */
export async function coldLoad(browser, url, { storageState } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** first request per URL: a later request of a preloaded file is served by the preload */
  const requests = new Map();
  let requestCount = 0;
  /** requestId → bytes on the wire, of scripts */
  const scriptTransfer = new Map();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptTransfer.set(event.requestId, 0);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scriptTransfer.has(event.requestId)) scriptTransfer.set(event.requestId, event.encodedDataLength);
  });
  cdp.on('Network.requestWillBeSent', (event) => {
    requestCount += 1;
    if (requests.has(event.request.url) || !CONTENT_TYPES.has(event.type)) return;
    requests.set(event.request.url, {
      type: event.type,
      parent: event.type === 'Document' ? null : initiatorUrl(event.initiator),
    });
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const scriptFiles = [];
  for (const response of scripts) {
    const body = await response.body();
    scriptFiles.push({ url: response.url(), body, gzipBytes: gzipSync(body).length });
  }
  const jsGzipBytes = scriptFiles.reduce((sum, script) => sum + script.gzipBytes, 0);
  const jsDecodedBytes = scriptFiles.reduce((sum, script) => sum + script.body.length, 0);
  const jsTransferBytes = [...scriptTransfer.values()].reduce((sum, bytes) => sum + bytes, 0);

  const depthOf = new Map();
  const depth = (requestUrl, seen = new Set()) => {
    if (depthOf.has(requestUrl)) return depthOf.get(requestUrl);
    const request = requests.get(requestUrl);
    if (!request || seen.has(requestUrl)) return 0;
    seen.add(requestUrl);
    const value = request.parent && request.parent !== requestUrl ? depth(request.parent, seen) + 1 : 1;
    depthOf.set(requestUrl, value);
    return value;
  };
  const chain = Math.max(...[...requests.keys()].map((requestUrl) => depth(requestUrl)));
  await context.close();
  return {
    jsGzipBytes,
    jsDecodedBytes,
    jsTransferBytes,
    requests: requestCount,
    scripts: scripts.length,
    scriptFiles,
    chain,
  };
}
