import { UploadOutlined } from '@ant-design/icons';
import { type AdminLesson, type AdminVideoJob, videoJobStateNames } from '@vce/contract/admin-courses';
import { Button, Progress, Upload } from 'antd';
import { toast } from '../../../shared/ui/feedback';
import { uploadLessonVideo } from '../api/courses';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { clockDuration } from '../../../shared/format';
import { useUpload } from '../use-upload';

/** Where the lesson's newest upload stands: the live answer while it is under way, else the course's. */
function JobState({ lesson, job }: { lesson: AdminLesson; job: AdminVideoJob | null }) {
  if (!job)
    return (
      <span className="admin-note">
        {lesson.playable ? `可播放 · ${clockDuration(lesson.duration_seconds)}` : '未上传视频'}
      </span>
    );
  if (job.state === 'transcoding')
    return (
      <Progress
        percent={job.progress}
        size="small"
        aria-label={`转码进度 ${job.progress}%`}
        className="admin-progress"
      />
    );
  if (job.state === 'failed') return <span className="admin-error">{job.error}</span>;
  if (job.state === 'ready')
    return <span className="admin-note">{`可播放 · ${clockDuration(lesson.duration_seconds)}`}</span>;
  return <span className="admin-note">{videoJobStateNames[job.state]}</span>;
}

/**
 * A video lesson's file: uploaded with its percent sent, then transcoded by the server (its state
 * from `job`, asked again by the editor while under way). The lesson keeps its earlier video until
 * the new one is ready.
 */
export function LessonVideo({
  courseId,
  lesson,
  job,
}: {
  courseId: number;
  lesson: AdminLesson;
  job: AdminVideoJob | null;
}) {
  const client = useQueryClient();
  const { sent, send } = useUpload(
    (file, onProgress) => uploadLessonVideo(lesson.id, file, onProgress),
    async () => {
      void toast.success('视频已上传，正在转码');
      await client.invalidateQueries({ queryKey: queryKeys.admin.course(courseId) });
    },
  );
  const isBusy = sent !== null || job?.state === 'queued' || job?.state === 'transcoding';
  return (
    <div className="admin-state">
      {sent !== null ? (
        <Progress percent={sent} size="small" aria-label={`上传进度 ${sent}%`} className="admin-progress" />
      ) : (
        <JobState lesson={lesson} job={job} />
      )}
      <Upload
        accept="video/*"
        showUploadList={false}
        customRequest={({ file }) => void send(file as File)}
        disabled={isBusy}
      >
        <Button size="small" icon={<UploadOutlined />} disabled={isBusy}>
          {lesson.playable ? '更换视频' : '上传视频'}
        </Button>
      </Upload>
    </div>
  );
}
