import { Tag } from 'antd';

/** Figures of the market simulator say so wherever they are shown (DESIGN.md §5). */
export function SimulatedTag({ simulated, className }: { simulated: boolean | undefined; className?: string }) {
  return simulated ? (
    <Tag color="orange" className={className}>
      模拟行情
    </Tag>
  ) : null;
}
