import type { HTMLAttributes, ReactNode } from 'react';
import './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  as?: 'article' | 'div' | 'li';
}

export function Card({ children, as: Tag = 'article', className, ...rest }: CardProps) {
  return (
    <Tag className={['ui-card', className ?? ''].join(' ').trim()} {...rest}>
      {children}
    </Tag>
  );
}
