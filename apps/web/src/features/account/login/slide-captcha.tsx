import { ReloadOutlined } from '@ant-design/icons';
import { captchaCheck, type CaptchaChallengeData } from '@vce/contract/account-sms';
import { Button, Modal, Slider, Spin } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { useCaptchaPuzzle } from '../api/get-captcha';

type Puzzle = z.output<typeof CaptchaChallengeData>;

function PuzzleBoard({ puzzle, onPass, onFail }: { puzzle: Puzzle; onPass(ticket: string): void; onFail(): void }) {
  const [x, setX] = useState(0);
  const [pieceWidth, setPieceWidth] = useState(50);
  const [isChecking, setIsChecking] = useState(false);

  const check = async (value: number) => {
    setIsChecking(true);
    try {
      onPass((await api.call(captchaCheck, { captcha_id: puzzle.captcha_id, x: value })).ticket);
    } catch {
      onFail();
    }
  };

  return (
    <>
      <div className="slide-captcha-image" style={{ width: puzzle.width, height: puzzle.height }}>
        <img src={puzzle.image} alt="拼图背景" width={puzzle.width} height={puzzle.height} />
        <img
          src={puzzle.piece}
          alt="拼图块"
          className="slide-captcha-piece"
          style={{ left: x, top: puzzle.piece_y }}
          onLoad={(event) => setPieceWidth(event.currentTarget.naturalWidth)}
        />
      </div>
      <Slider
        min={0}
        max={puzzle.width - pieceWidth}
        value={x}
        disabled={isChecking}
        tooltip={{ open: false }}
        onChange={setX}
        onChangeComplete={(value) => void check(value)}
        aria-label="拖动滑块完成拼图"
      />
    </>
  );
}

/**
 * The slide puzzle a code request passes first (spec 000 §4): drag the piece into the gap; a right
 * answer hands back a one-time ticket, a wrong one brings a new puzzle.
 */
export function SlideCaptcha({
  open,
  onPass,
  onCancel,
}: {
  open: boolean;
  onPass(ticket: string): void;
  onCancel(): void;
}) {
  const [round, setRound] = useState(0);
  const { data: puzzle } = useCaptchaPuzzle(round, open);
  const nextPuzzle = () => setRound((value) => value + 1);
  const close = (after: () => void) => {
    nextPuzzle();
    after();
  };

  return (
    <Modal open={open} onCancel={() => close(onCancel)} footer={null} width={348} title="请完成安全验证">
      <div className="slide-captcha" data-testid="slide-captcha" data-captcha-id={puzzle?.captcha_id}>
        {puzzle ? (
          <PuzzleBoard
            key={puzzle.captcha_id}
            puzzle={puzzle}
            onPass={(ticket) => close(() => onPass(ticket))}
            onFail={nextPuzzle}
          />
        ) : (
          <Spin />
        )}
        <p className="muted slide-captcha-hint">
          向右拖动滑块，使拼图块对准缺口
          <Button type="text" size="small" icon={<ReloadOutlined />} onClick={nextPuzzle} aria-label="换一张" />
        </p>
      </div>
    </Modal>
  );
}
