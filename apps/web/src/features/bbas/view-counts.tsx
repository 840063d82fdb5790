import type { bbasViewList } from '@vce/contract/bbas';
import type { CallData } from '@vce/contract/call';
import { DirectionTag } from '../../shared/ui/direction-tag';

type Counts = Pick<CallData<typeof bbasViewList>, 'duo' | 'kanduo' | 'kankong' | 'zhendang' | 'direction'>;

/** Each desk's latest view counted once, and the consensus they make. */
export function ViewCounts({ counts }: { counts: Counts }) {
  return (
    <div className="view-counts">
      <span>
        多 <b>{counts.duo}</b>
      </span>
      <span>
        看多 <b>{counts.kanduo}</b>
      </span>
      <span>
        看空 <b>{counts.kankong}</b>
      </span>
      <span>
        震荡 <b>{counts.zhendang}</b>
      </span>
      <span>综合倾向 {counts.direction ? <DirectionTag direction={counts.direction} /> : '暂无'}</span>
    </div>
  );
}
