import { Tag } from 'antd';

/** Figures of the market simulator say so wherever they are shown (DESIGN.md §5). */
export function SimulatedTag({ simulated }: { simulated: boolean | undefined }) {
  return simulated ? <Tag color="orange">模拟行情</Tag> : null;
}
