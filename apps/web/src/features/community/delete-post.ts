import { msg } from '@vce/contract/messages';
import { dialogs, toast } from '../../shared/ui/feedback';
import { useDeletePost } from './api/posts';

/** Deleting one's post after a confirmation naming it; `onDeleted` runs once it is gone. */
export function useDeletePostConfirm(onDeleted?: () => void) {
  const deletePost = useDeletePost();
  return (post: { id: number; title: string }) =>
    void dialogs.confirm({
      title: `删除《${post.title}》？`,
      content: '删除后所有人都看不到它。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deletePost.mutateAsync(post.id);
          void toast.success(msg.postDeleted);
          onDeleted?.();
        } catch {
          // Shown by the API client.
        }
      },
    });
}
