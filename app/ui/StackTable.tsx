import type { ReactNode } from 'react';

export interface StackColumn {
  label: string;
  className?: string;
}

/**
 * A table that stacks where its box is narrow (.stack-table, app.css: a phone, or a page column
 * squeezed beside the menu, 640 px at 200 % zoom): each row a card whose cells show their
 * column's name from `data-label`, so nothing scrolls sideways. Renders the table, its
 * caption (for screen readers) and its header row; the rows are the children (a <tbody>'s rows):
 * the first cell of each a row header (<th scope="row">), the others with `data-label`.
 */
export function StackTable({ className, caption, columns, children }: { className: string; caption: string; columns: StackColumn[]; children: ReactNode }) {
  return (
    <div className="stack-table-box">
      <table className={`${className} stack-table`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.className}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
