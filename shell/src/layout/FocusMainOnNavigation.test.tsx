import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@tutor/testing';
import { Link } from 'react-router-dom';
import { FocusMainOnNavigation } from './FocusMainOnNavigation';

describe('FocusMainOnNavigation', () => {
  it('moves focus to the main content after a navigation, not on first load', async () => {
    renderPage(
      <>
        <FocusMainOnNavigation targetId="content" />
        <Link to="/blog">Blog</Link>
        <main id="content" tabIndex={-1}>
          Isi halaman
        </main>
      </>,
    );
    expect(screen.getByRole('main')).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
