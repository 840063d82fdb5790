import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { showRewardToast } from '../../../shared/ui/reward-toast';
import { useReceiveTask, useTaskList } from '../api/tasks';

/**
 * 任务中心: what earns V粒, daily tasks first. A done task's reward is claimed here (the reward toast);
 * one not yet done links to where it is done.
 */
export function TaskCenter() {
  const { data } = useTaskList();
  const receive = useReceiveTask();
  const navigate = useNavigate();
  const claim = async (taskId: number) => {
    try {
      const { points } = await receive.mutateAsync(taskId);
      void showRewardToast(`恭喜获得${points}V粒`);
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <ul className="task-center" data-testid="task-center">
      {data?.list.map((task) => (
        <li key={task.id} data-testid="task">
          <Tag color={task.period === 'daily' ? 'orange' : 'blue'}>{task.period === 'daily' ? '每日' : '一次性'}</Tag>
          <div className="task-text">
            <strong>{task.title}</strong>
            <span className="muted">{task.description}</span>
          </div>
          <span className="task-points">+{task.points} V粒</span>
          {task.received ? (
            <Button disabled>已领取</Button>
          ) : task.done ? (
            <Button
              type="primary"
              loading={receive.isPending && receive.variables === task.id}
              onClick={() => void claim(task.id)}
            >
              领取
            </Button>
          ) : task.link ? (
            <Button onClick={() => void navigate(task.link)}>去完成</Button>
          ) : (
            <Button disabled>未完成</Button>
          )}
        </li>
      ))}
    </ul>
  );
}
