import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@tutor/testing';
import { Link } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage(
      <>
        <ScrollToTop />
        <Link to="/blog">Blog</Link>
        <Link to="/referral">Referral</Link>
      </>,
    );
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    await userEvent.click(screen.getByRole('link', { name: 'Referral' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
