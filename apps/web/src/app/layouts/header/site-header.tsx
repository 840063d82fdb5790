import { MoonOutlined, RobotOutlined, SearchOutlined, SunOutlined } from '@ant-design/icons';
import { limits } from '@vce/contract/limits';
import { RoomStatus } from '@vce/contract/live';
import { paths } from '@vce/contract/routes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useRoomList } from '../../../features/live/api/get-room-list';
import { openAssistant } from '../../../shared/assistant-panel';
import { NoticeBell } from '../../../features/notices/bell/notice-bell';
import { StatType, track } from '../../../shared/statistics';
import { setThemeMode, useThemeMode } from '../../../shared/theme';
import { NavTabs } from './nav-tabs';
import { QrPanel } from './qr-panel';
import { UserMenu } from './user-menu';

function useScrolledPast(threshold: number) {
  const [isPast, setIsPast] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setIsPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return isPast;
}

export function SiteHeader() {
  const isScrolled = useScrolledPast(limits.headerScrollThresholdPx);
  const theme = useThemeMode();
  const liveRoom = useRoomList().data?.find((room) => room.live_status === RoomStatus.live);

  return (
    <header className={isScrolled ? 'site-header is-scrolled' : 'site-header'} data-testid="site-header">
      <div className="site-header-inner">
        <Link to={paths.home} className="brand" aria-label="vce期货首页">
          <img src="/images/logo.svg" alt="vce期货" width={120} height={32} />
        </Link>
        <NavTabs />
        <div className="header-actions">
          {/* First: it arrives after the first paint, and grows the right-aligned row into free room. */}
          {liveRoom ? (
            <Link className="live-tip" to={paths.liveRoom(liveRoom.id, liveRoom.type)} title={liveRoom.name}>
              <span className="live-dot" aria-hidden /> 直播中
            </Link>
          ) : null}
          <Link className="header-search" to={paths.search} onClick={() => track(StatType.searchBox)}>
            <SearchOutlined />
            <span>搜索品种、课程、帖子</span>
          </Link>
          <button type="button" className="header-icon" onClick={() => openAssistant()}>
            <RobotOutlined /> AI助手
          </button>
          <QrPanel />
          <NoticeBell />
          <button
            type="button"
            className="header-icon theme-toggle"
            title={theme === 'dark' ? '切换为浅色模式' : '切换为深色模式'}
            aria-label={theme === 'dark' ? '浅色模式' : '深色模式'}
            onClick={() => setThemeMode(theme === 'dark' ? 'light' : 'dark')}
          >
            {theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
          </button>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
