import { render, screen } from '@testing-library/react';
import { Price } from './Price';

describe('Price', () => {
  it('shows Rupiah in the Indonesian format', () => {
    render(<Price amount={2274300} className="fee" />);
    expect(screen.getByText('Rp 2.274.300')).toHaveClass('fee');
  });

  it('rounds to whole Rupiah', () => {
    render(<Price amount={227430.4} />);
    expect(screen.getByText('Rp 227.430')).toBeInTheDocument();
  });

  it('strikes a former price through and says it is the normal price', () => {
    const { container } = render(<Price amount={2394000} struck />);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Harga normal Rp 2.394.000');
    expect(screen.getByText('Harga normal')).toHaveClass('ui-visually-hidden');
  });
});
