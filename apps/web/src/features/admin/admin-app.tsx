import { type AdminSession, adminRoleNames } from '@vce/contract/admin';
import { Spin } from 'antd';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { isSignedIn } from '../../shared/session';
import { allows, confirmationAsked, useAdminSession } from './api/admin';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { sections } from './admin-sections';
import './admin.css';

// Loaded when shown: the course editor, the confirmation (at entry, or when asked) and the refusal.
const CourseEditorPage = lazyOnDemand(
  () => import('./courses/course-editor-page'),
  (module) => module.CourseEditorPage,
);
const ConfirmIdentity = lazyOnDemand(
  () => import('./session/confirm-identity'),
  (module) => module.ConfirmIdentity,
);
const Refusal = lazyOnDemand(
  () => import('./refusal'),
  (module) => module.Refusal,
);

/** The console's bar: drawn at once, the user and their roles once the session has answered. */
function AdminHeader({ session }: { session?: AdminSession }) {
  return (
    <header className="admin-header">
      <strong>vce 运营后台</strong>
      <span>
        {session && `${session.user.nickname} · ${session.roles.map((role) => adminRoleNames[role]).join('、')}`}
      </span>
      <a href="/">返回网站</a>
    </header>
  );
}

/**
 * The operators' console at /admin, its own layout and chunk (never part of a visitor's load):
 * a signed-in user with a role confirms who they are, then works in the sections their roles allow.
 * The server checks every call; the console only hides what it would refuse.
 */
export function AdminApp() {
  return (
    <Suspense fallback={<Spin className="admin-loading" />}>
      <AdminConsole />
    </Suspense>
  );
}

function AdminConsole() {
  const signedIn = isSignedIn();
  const session = useAdminSession(signedIn);
  const isConfirmAsked = confirmationAsked.useValue();
  if (!signedIn) return <Refusal title="请先登录网站账号，再进入运营后台" />;
  if (session.isPending)
    return (
      <div className="admin-shell">
        <AdminHeader />
        <Spin className="admin-loading" />
      </div>
    );
  if (session.error) return <Refusal title={session.error instanceof ApiError ? session.error.message : '加载失败'} />;
  const data = session.data;
  const shown = sections.filter((section) => allows(data, section.resource, 'list'));
  return (
    <div className="admin-shell">
      <AdminHeader session={data} />
      {data.expires_at === 0 ? (
        <Suspense fallback={<Spin className="admin-loading" />}>
          <ConfirmIdentity />
        </Suspense>
      ) : (
        <div className="admin-body">
          {/* Plain links: NavLink marks the section shown (aria-current). */}
          <nav aria-label="后台菜单" className="admin-nav">
            {shown.map((section) => (
              <NavLink key={section.path} to={`/admin/${section.path}`}>
                {section.label}
              </NavLink>
            ))}
          </nav>
          <main className="admin-main">
            <Suspense fallback={<Spin className="admin-loading" />}>
              <Routes>
                {shown.map((section) => (
                  <Route key={section.path} path={section.path} element={section.page(data)} />
                ))}
                {allows(data, 'courses', 'show') && <Route path="courses/:id" element={<CourseEditorPage />} />}
                <Route
                  path="*"
                  element={
                    shown[0] ? (
                      <Navigate replace to={`/admin/${shown[0].path}`} />
                    ) : (
                      <Refusal title="您的角色暂无可管理的内容" />
                    )
                  }
                />
              </Routes>
            </Suspense>
          </main>
          {isConfirmAsked && (
            <Suspense fallback={null}>
              <ConfirmIdentity onDismiss={() => confirmationAsked.set(false)} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
