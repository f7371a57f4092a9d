import { nextTestimonyPage } from './landingApi';

describe('nextTestimonyPage', () => {
  it('asks for the next page up to and including the last one', () => {
    expect(nextTestimonyPage({ data: [], current_page: 1, last_page: 3 })).toBe(2);
    // the old site's rule (next < last_page) stopped here and never showed page 3
    expect(nextTestimonyPage({ data: [], current_page: 2, last_page: 3 })).toBe(3);
  });

  it('stops after the last page', () => {
    expect(nextTestimonyPage({ data: [], current_page: 3, last_page: 3 })).toBeUndefined();
    expect(nextTestimonyPage({ data: [], current_page: 1, last_page: 1 })).toBeUndefined();
  });
});
