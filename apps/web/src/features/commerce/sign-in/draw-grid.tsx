import type { CallData } from '@vce/contract/call';
import type { prizeList } from '@vce/contract/commerce-sign-in';
import { msg } from '@vce/contract/messages';
import { Button, Modal, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { requireLogin } from '../../../shared/login-store';
import { toast } from '../../../shared/ui/feedback';
import { useDraw } from '../api/lucky-draw';
import { usePaidEffects } from '../api/paid-effects';
import { prefersReducedMotion } from '../../../shared/reduced-motion';

type Prize = CallData<typeof prizeList>['list'][number];
type Won = { name: string; kind: Prize['kind'] };

/** The ring of the 3×3 grid, clockwise from the top left; the centre (4) is the draw button. */
const ring = [0, 1, 2, 5, 8, 7, 6, 3];
const STEP_MS = 90;
/** Rounds the light runs before it stops on the prize the server drew. */
const ROUNDS = 2;

const prizeIcon = { vli: 'V粒', vip_days: 'VIP', coupon: '券', none: '谢' } as const;

/**
 * The lucky draw (issue 12): eight prizes in a ring round the 抽奖 button. The server draws; the
 * light then runs round and stops on what was won (at once for readers who ask for less motion).
 */
export function DrawGrid({ prizes, chances }: { prizes: Prize[]; chances: number }) {
  const shown = prizes.slice(0, ring.length);
  const drawOnce = useDraw();
  // Read again once the prize is shown, so the history does not give it away while the light runs.
  const refreshAfterDraw = usePaidEffects();
  const [lit, setLit] = useState<number | null>(null);
  const [won, setWon] = useState<Won | null>(null);
  const [isSpinning, setSpinning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const reveal = (result: Won) => {
    setWon(result);
    void refreshAfterDraw();
  };

  const start = async () => {
    if (!requireLogin()) return;
    if (chances < 1) return void toast.warning(msg.drawNoChance);
    let answer;
    try {
      answer = await drawOnce.mutateAsync();
    } catch {
      return; // Shown by the API client.
    }
    const { prize } = answer;
    const target = shown.findIndex((item) => item.id === prize.id || (prize.id === 0 && item.kind === 'none'));
    // No run for readers who ask for less motion, nor for a prize the grid does not show.
    if (target < 0 || prefersReducedMotion()) {
      setLit(target < 0 ? null : target);
      return reveal(prize);
    }
    let step = 0;
    const lastStep = ROUNDS * shown.length + target;
    setSpinning(true);
    timer.current = window.setInterval(() => {
      setLit(step % shown.length);
      if (step++ < lastStep) return;
      window.clearInterval(timer.current);
      setSpinning(false);
      reveal(prize);
    }, STEP_MS);
  };

  const cells = Array.from({ length: 9 }, (_, cell) => {
    if (cell === 4)
      return (
        <Button
          key="draw"
          type="primary"
          className="draw-button"
          onClick={() => void start()}
          loading={drawOnce.isPending || isSpinning}
          aria-label={`抽奖，剩余${chances}次`}
        >
          抽奖
          <small>剩余{chances}次</small>
        </Button>
      );
    const index = ring.indexOf(cell);
    const prize = shown[index];
    if (!prize) return <div key={cell} className="draw-cell is-empty" aria-hidden />;
    return (
      <div
        key={cell}
        className={`draw-cell${lit === index ? ' is-lit' : ''}${prize.sold_out ? ' is-sold-out' : ''}`}
        data-testid="draw-prize"
      >
        <span className={`draw-icon is-${prize.kind}`} aria-hidden>
          {prizeIcon[prize.kind]}
        </span>
        <span>{prize.name}</span>
        {prize.sold_out && <small>今日已抢光</small>}
      </div>
    );
  });

  return (
    <>
      <div className="draw-grid" data-testid="draw-grid">
        {cells}
      </div>
      <Modal open={won !== null} title="抽奖结果" width={360} onCancel={() => setWon(null)} footer={null} centered>
        {won && (
          <Result
            status={won.kind === 'none' ? 'info' : 'success'}
            title={won.kind === 'none' ? '谢谢参与，明天签到再来' : `恭喜获得 ${won.name}`}
            extra={
              <Button type="primary" onClick={() => setWon(null)}>
                好的
              </Button>
            }
          />
        )}
      </Modal>
    </>
  );
}
