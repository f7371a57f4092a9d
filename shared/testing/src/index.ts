export { fakeFetch, assertNoUnexpectedRequests, TEST_CSRF_TOKEN } from './fetchFake';
export type { FakeAnswer, FakeHandler, FakeRequest, FetchFake } from './fetchFake';
export { renderPage, currentUrl } from './render';
export { chooseOption, shownValueOf } from './reactSelect';
export {
  PACKAGE_PRICE_LIST,
  FIXTURE_PACKAGES,
  LOWEST_PRICE_PER_MEETING,
  LOG_RECEIVED,
  proxyFailure,
} from './serverAnswers';
export { pageLoaded } from './pageLoaded';
export { meeting, meetingOf, teacherMeeting } from './meetings';
