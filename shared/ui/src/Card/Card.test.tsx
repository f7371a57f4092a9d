import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('is an article by default, with its content and extra attributes', () => {
    render(
      <Card className="teacher" aria-label="Guru Budi">
        <h3>Budi Santoso</h3>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Guru Budi' });
    expect(card).toHaveClass('ui-card', 'teacher');
    expect(card).toContainElement(screen.getByRole('heading', { name: 'Budi Santoso' }));
  });

  it('can be a list item', () => {
    render(
      <ul>
        <Card as="li">Matematika</Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Matematika');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
