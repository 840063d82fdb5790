import { paths } from '@vce/contract/routes';
import { QRCode } from 'antd';
import { Link } from 'react-router';
import { StatType, track } from '../../shared/statistics';
import { useInit } from './api/get-init';

const links = [
  { label: '关于我们', to: paths.aboutUs },
  { label: '短信订阅', to: paths.subscribe },
  { label: 'K线课堂', to: paths.classroomByType(1) },
  { label: '风险教育', to: paths.riskEducation },
  { label: '用户协议', to: paths.agreement('user_xieyi') },
  { label: '隐私政策', to: paths.agreement('privacy_policy') },
  { label: '商务合作', to: '/businessCooperation' },
];

export function SiteFooter() {
  const { data } = useInit();
  const site = data?.site;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer-inner">
        <div className="footer-main">
          <nav className="footer-links" aria-label="页脚导航">
            {links.map((link) => (
              <Link key={link.label} to={link.to} onClick={() => track(StatType.footerLink, link.label)}>
                {link.label}
              </Link>
            ))}
          </nav>
          {site ? (
            <>
              <p className="footer-disclaimer">免责声明：{site.disclaimer}</p>
              <p className="footer-facts">
                <span>违法和不良信息举报电话：{site.report_phone}</span>
                <span>举报邮箱：{site.report_email}</span>
              </p>
              <p className="footer-facts">
                <span>{site.icp}</span>
                <span>{site.police_record}</span>
                <span>{site.business_licence}</span>
              </p>
              <p>© 2026 {site.site_name}</p>
            </>
          ) : null}
        </div>
        <div className="footer-apps">
          {data?.app_links.android ? (
            <figure>
              <QRCode value={data.app_links.android} size={88} bordered={false} aria-label="Android App 下载二维码" />
              <figcaption>Android App</figcaption>
            </figure>
          ) : null}
          {data?.app_links.ios ? (
            <figure>
              <QRCode value={data.app_links.ios} size={88} bordered={false} aria-label="iOS App 下载二维码" />
              <figcaption>iOS App</figcaption>
            </figure>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
