import { expect, test } from './fixtures';
import { call, newPhone, sendSmsCode, signInAsNewUser } from './session';

test('a reply lights the author’s bell while the page is open; the panel lists it, opening it leads to the post and clears the count', async ({
  page,
  request,
}) => {
  const author = await signInAsNewUser(page, request);
  const title = `螺纹夜盘复盘 ${Date.now() % 100_000}`;
  const { id } = await call(
    request,
    '/api/qi_you/addPost',
    { title, content: '<p>夜盘减仓下行，关注3480支撑。</p>' },
    author.token,
  );
  await page.goto('/');
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toHaveAccessibleName('消息通知');

  // Another trader replies: the socket brings the notice and the bell counts it.
  const mobile = newPhone();
  const login = await call(request, '/api/user/mobileLogin', {
    mobile,
    captcha: await sendSmsCode(request, mobile, 'mobile_login'),
  });
  await call(
    request,
    '/api/qi_you/addComment',
    { post_id: id, content: '同意，3480不破可以轻仓试多' },
    login.userinfo.token,
  );
  await expect(bell).toHaveAccessibleName('消息通知，1条未读');

  await bell.hover();
  const panel = page.getByTestId('notice-panel');
  const entry = panel.getByRole('button', { name: /评论了你的帖子/ }).first();
  await expect(entry).toContainText(title);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/qiyouCommunityV2/infoDetails\\?id=${id}`));
  await expect(bell).toHaveAccessibleName('消息通知');
});
