import { dialogs } from '../../shared/ui/feedback';

/** Asks before a change that cannot be undone, its button (删除, 下架, 退款…) marked as dangerous. */
export const confirmDanger = (options: { title: string; content: string; action: string; onOk: () => unknown }) =>
  void dialogs.confirm({
    title: options.title,
    content: options.content,
    okText: options.action,
    okButtonProps: { danger: true },
    cancelText: '取消',
    onOk: options.onOk,
  });
