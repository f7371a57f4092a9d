export { fakeFetch, assertNoUnexpectedRequests } from './fetchFake';
export type { FakeAnswer, FakeHandler, FakeRequest, FetchFake } from './fetchFake';
export { renderPage, currentUrl } from './render';
export { chooseOption, shownValueOf } from './reactSelect';
export { pageLoaded } from './pageLoaded';
