import { ReloadOutlined } from '@ant-design/icons';
import { limits } from '@vce/contract/limits';
import { Button, QRCode, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useWechatLoginCheck } from '../api/check-wechat-login';
import { useWechatTicket } from '../api/get-wechat-ticket';
import { applyWechatResult } from './wechat-result';
import { openWechatAuthorizeWindow } from './wechat-web-login';

const qrSize = 180;
/** setTimeout's longest delay; a QR living longer simply stays shown. */
const maxTimerMs = 2 ** 31 - 1;

/** The dev WeChat stand-in's QR is a scan page of our server to encode; a real one is WeChat's image. */
const isDevScanPage = (url: string) => URL.canParse(url) && new URL(url).pathname === '/dev/wechat/scan';

function QrImage({ url }: { url: string }) {
  return isDevScanPage(url) ? (
    // Dark on white in either theme: scanners read that best.
    <QRCode value={url} size={qrSize} color="#000000" bgColor="#ffffff" bordered={false} aria-label="微信登录二维码" />
  ) : (
    <img src={url} alt="微信登录二维码" width={qrSize} height={qrSize} />
  );
}

/**
 * Mode 5: a ticket's QR, polled every second until it is scanned or its seconds run out (spec 000
 * §4); an expired QR offers a refresh. Unmounting (dialog closed, other mode) stops the polling.
 */
export function WechatQrLogin({ returnTo }: { returnTo: string | null }) {
  const [round, setRound] = useState(0);
  const [expiredRound, setExpiredRound] = useState(-1);
  const ticket = useWechatTicket(round);
  const isTimeUp = expiredRound === round;
  const check = useWechatLoginCheck(ticket.data?.ticket, !isTimeUp);
  const answer = check.data;
  const isExpired = isTimeUp || answer?.status === -1 || check.isError || ticket.isError;
  const qrUrl = ticket.data?.qr_code_url;

  useEffect(() => {
    if (!ticket.data) return;
    const seconds = ticket.data.expire_seconds > 0 ? ticket.data.expire_seconds : limits.qrDefaultExpireSeconds;
    const timer = setTimeout(() => setExpiredRound(round), Math.min(seconds * 1000, maxTimerMs));
    return () => clearTimeout(timer);
  }, [ticket.data, round]);

  useEffect(() => {
    if (answer?.status === 1 && answer.data) applyWechatResult(answer.data, returnTo);
  }, [answer, returnTo]);

  return (
    <div className="wechat-qr-login">
      <div className="wechat-qr" data-testid="wechat-qr" style={{ width: qrSize, height: qrSize }}>
        {qrUrl ? <QrImage url={qrUrl} /> : <Spin />}
        {isExpired ? (
          <div className="wechat-qr-mask">
            <p>二维码已过期</p>
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => setRound(round + 1)}>
              刷新二维码
            </Button>
          </div>
        ) : null}
      </div>
      <p>请使用微信扫一扫登录</p>
      {qrUrl && isDevScanPage(qrUrl) ? (
        <p className="muted">
          开发环境：扫码页为本地模拟，
          <a href={qrUrl} target="_blank" rel="noreferrer">
            打开扫码页
          </a>
        </p>
      ) : null}
      <button type="button" className="link-button" onClick={() => void openWechatAuthorizeWindow()}>
        在新窗口中使用微信授权登录
      </button>
    </div>
  );
}
