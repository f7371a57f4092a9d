import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** 'alert' announces it (an error), 'status' (default) does so politely */
  role?: 'status' | 'alert';
}

/** Tells the user there is nothing to show here, and what they can do. */
export function EmptyState({ title, description, action, role = 'status' }: EmptyStateProps) {
  return (
    <div className="ui-empty" role={role}>
      <p className="ui-empty__title">{title}</p>
      {description && <div className="ui-empty__description">{description}</div>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}
