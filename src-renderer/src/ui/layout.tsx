import type { ReactNode } from 'react';

/** Each view's heading. It takes focus on navigation so keyboard and screen-reader users land in the view. */
export function ViewHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="view-header">
      <div>
        <h1 id="view-title" tabIndex={-1}>
          {title}
        </h1>
        {subtitle && <p className="view-subtitle">{subtitle}</p>}
      </div>
      {children && <div className="view-header-extra">{children}</div>}
    </header>
  );
}

export function Panel({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className={`panel${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <header className="panel-header">
        <h2 id={id}>{title}</h2>
        {actions && <div className="panel-actions">{actions}</div>}
      </header>
      <div className="panel-body">{children}</div>
    </section>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {children && <p className="empty-text">{children}</p>}
    </div>
  );
}
