import type { LiveSessionCard } from '@vce/contract/learning-live';
import { paths } from '@vce/contract/routes';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { LoginMode, openLogin } from '../../../shared/login-store';
import { isSignedIn } from '../../../shared/session';
import { useBookLive } from '../api/live-courses';

/** What a learner does with a session: book it (or let it go), enter its room while live, watch its replay. */
export function LiveSessionAction({ session }: { session: LiveSessionCard }) {
  const book = useBookLive();
  const navigate = useNavigate();
  if (session.status === 'live')
    return session.room ? (
      <Button type="primary" danger onClick={() => navigate(paths.liveRoom(session.room!.id, session.room!.type))}>
        进入直播间
      </Button>
    ) : null;
  if (session.status === 'ended')
    return session.replay ? (
      <Button onClick={() => navigate(paths.lesson(session.replay!.course_id, session.replay!.lesson_id))}>
        看回放
      </Button>
    ) : (
      <span className="muted">回放整理中</span>
    );
  const toggle = () => {
    if (!isSignedIn()) return openLogin(LoginMode.sms);
    book.mutate({ id: session.id, booked: !session.booked });
  };
  return (
    <Button type={session.booked ? 'default' : 'primary'} loading={book.isPending} onClick={toggle}>
      {session.booked ? '已预约 · 取消' : '预约提醒'}
    </Button>
  );
}
