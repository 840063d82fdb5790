import { artifactDir, expect, test } from './fixtures';
import { samplePng } from './sample-image';
import { signInAsNewUser } from './session';

test('a trader asks customer service one to one: an agent takes the chat, each sees the other’s words and pictures live, and the trader can ask a room’s teacher', async ({
  page,
  browser,
  request,
}) => {
  const trader = await signInAsNewUser(page, request);
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  const agent = await signInAsNewUser(agentPage, request);
  const made = await request.post('/api/dev/live/service-agent', { data: { user_id: agent.id, name: '小鹿' } });
  expect((await made.json()).code).toBe(1);

  // The trader opens 在线咨询 from the side toolbar's service dialog and asks.
  await page.goto('/');
  await page.getByRole('button', { name: /在线客服/ }).click();
  await page.getByRole('dialog', { name: '联系客服' }).getByRole('button', { name: '在线咨询' }).click();
  const chats = page.getByRole('dialog', { name: '我的咨询' });
  await expect(chats.getByRole('log')).toContainText('欢迎咨询vce期货在线客服');
  const question = `会员到期后指标还能用吗 ${Date.now() % 100_000}`;
  await chats.getByLabel('私信内容').fill(question);
  await chats.getByLabel('私信内容').press('Enter');
  await expect(chats.locator('.direct-bubble.is-mine')).toContainText(question);

  // The agent finds it under 待我回复, takes it and answers; the trader is told and reads it at once.
  await agentPage.goto('/');
  await agentPage.getByTestId('header-user').hover();
  await agentPage.getByRole('button', { name: '我的咨询' }).click();
  const inbox = agentPage.getByRole('dialog', { name: '我的咨询' });
  await inbox.getByText(/待我回复/).click();
  await inbox.getByRole('button', { name: new RegExp(trader.nickname) }).click();
  await expect(inbox.getByRole('log')).toContainText(question);
  await inbox.getByRole('button', { name: '接入咨询' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: '客服小鹿已接入' })).toBeVisible();
  await expect(chats.getByRole('log')).toContainText('客服小鹿已接入，正在为您服务');
  await inbox.getByLabel('私信内容').fill('您好，会员到期后指标会停用，续费后即恢复');
  await inbox.getByRole('button', { name: /发\s?送/ }).click();
  await expect(chats.locator('.direct-bubble:not(.is-mine)')).toContainText('续费后即恢复', { timeout: 2_000 });

  // A picture reaches the agent as it is sent.
  await chats
    .locator('input[type=file]')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await samplePng() });
  await expect(inbox.getByRole('img', { name: '聊天图片' })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
  await agentPage.screenshot({ path: `${artifactDir}/direct-chat-agent.png` });
  await agentContext.close();
  await chats.getByRole('button', { name: '关闭' }).click();

  // In a live room, 私信老师 begins a chat with the room's teacher, waiting for them to take it.
  await page.goto('/live?id=1&type=1');
  await page.getByRole('button', { name: /私信老师/ }).click();
  await expect(chats.getByRole('log')).toContainText('不构成投资建议');
  await expect(chats.locator('.direct-conversation header')).toContainText('等待接入');
});
