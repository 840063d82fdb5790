import { paths } from '@vce/contract/routes';
import { Menu } from 'antd';
import { Link, Outlet, useSearchParams } from 'react-router';
import { useSymbolList } from '../../shared/market/get-symbol-list';
import { SiteChrome } from './site-chrome';

/** The BBAS area: a banner and the symbols of every exchange beside the page. */
export function BbasLayout() {
  const exchanges = useSymbolList().data ?? [];
  const [params] = useSearchParams();
  const symbol = params.get('symbol') ?? '';
  return (
    <SiteChrome layout="bbas">
      <div className="bbas-banner">
        <div className="page-width">
          <h1>BBAS 品种分析</h1>
          <p>行情快递 · 枢轴体系 · 机构观点 · 数据统计</p>
        </div>
      </div>
      <main className="page bbas-page">
        <nav className="bbas-side" aria-label="BBAS品种">
          <Menu
            mode="inline"
            selectedKeys={[symbol]}
            items={exchanges.map((exchange) => ({
              key: exchange.code,
              label: exchange.short_name,
              children: exchange.list.map((item) => ({
                key: item.symbol,
                label: <Link to={paths.bbasDetail(item.symbol)}>{item.name}</Link>,
              })),
            }))}
          />
        </nav>
        <section className="bbas-content">
          <Outlet />
        </section>
      </main>
    </SiteChrome>
  );
}
