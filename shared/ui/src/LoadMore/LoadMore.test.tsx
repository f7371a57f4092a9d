import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_PAGE_MESSAGES } from '@tutor/rules';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it('asks for the next page when pressed', async () => {
    const onLoadMore = jest.fn();
    render(<LoadMore hasMore loading={false} failed={false} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot be pressed again while the page loads', () => {
    render(<LoadMore hasMore loading failed={false} onLoadMore={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Muat lebih banyak' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('says a page failed, and offers the button again', () => {
    render(<LoadMore hasMore loading={false} failed onLoadMore={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(LIST_PAGE_MESSAGES.loadMoreFailed);
    expect(screen.getByRole('button', { name: 'Muat lebih banyak' })).toBeEnabled();
  });

  it('shows nothing after the last page', () => {
    const { container } = render(
      <LoadMore hasMore={false} loading={false} failed={false} onLoadMore={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
