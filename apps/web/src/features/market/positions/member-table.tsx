import { formatAmount } from '../../../shared/format';
import { ChangeText } from '../../../shared/ui/change-text';
import type { MemberRow } from '../api/get-member-rankings';

/**
 * One of the exchange's top-20 member lists, with each member's day-on-day change coloured. A plain
 * table (twenty rows, nothing to sort or page): the positions tab, the view-data page's first, then
 * needs none of antd's table code.
 */
export function MemberTable({ title, valueTitle, rows }: { title: string; valueTitle: string; rows: MemberRow[] }) {
  return (
    <section aria-label={title} className="member-table">
      <h3>{title}</h3>
      <table className="plain-table">
        <thead>
          <tr>
            <th className="rank-column">名次</th>
            <th>会员</th>
            <th className="number-column">{valueTitle}</th>
            <th className="number-column">增减</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.broker}>
              <td className="rank-column">{row.rank}</td>
              <td>{row.broker}</td>
              <td className="number-column">{formatAmount(row.value)}</td>
              <td className="number-column">
                <ChangeText value={row.change} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
