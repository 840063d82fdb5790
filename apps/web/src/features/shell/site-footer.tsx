import { paths } from '@vce/contract/routes';
import { agreementNames } from '@vce/contract/shell-agreements';
import { Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { StatType, track } from '../../shared/statistics';
import { useInView } from '../../shared/use-in-view';
import { useInit } from '../../shared/site-init';
import { AppQrCodesOnDemand } from './app-qr-codes-on-demand';

const appEntries = [
  { key: 'android', label: 'Android App' },
  { key: 'ios', label: 'iOS App' },
] as const;

const links = [
  { label: '关于我们', to: paths.aboutUs },
  { label: '短信订阅', to: paths.subscribe },
  { label: 'K线课堂', to: paths.classroomByType(1) },
  { label: '风险教育', to: paths.riskEducation },
  { label: '用户协议', to: paths.agreement(agreementNames.userAgreement) },
  { label: '隐私政策', to: paths.agreement(agreementNames.privacyGuideline) },
  { label: '商务合作', to: '/businessCooperation' },
];

export function SiteFooter() {
  const { data } = useInit();
  const site = data?.site;
  const footer = useRef<HTMLElement>(null);
  // Below the first screen: the QR codes (and their code) load when the footer comes into view.
  const isSeen = useInView(footer);
  return (
    <footer className="site-footer" data-testid="site-footer" ref={footer}>
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
          {data && isSeen ? (
            <Suspense fallback={null}>
              <AppQrCodesOnDemand links={data.app_links} entries={appEntries} size={88} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
