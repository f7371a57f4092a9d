import { render, screen } from '@testing-library/react';
import { Rating } from './Rating';

describe('Rating', () => {
  it('shows the rating with one decimal and a comma', () => {
    render(<Rating value={4.87} />);
    expect(screen.getByText('4,9')).toBeInTheDocument();
  });

  it('keeps one decimal for whole numbers', () => {
    render(<Rating value={5} />);
    expect(screen.getByText('5,0')).toBeInTheDocument();
  });

  it('is read out as "Rating x dari 5"', () => {
    render(<Rating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rating 4,5 dari 5' })).toHaveClass('ui-rating');
  });
});
