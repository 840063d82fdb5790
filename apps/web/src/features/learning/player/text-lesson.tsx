import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../../shared/use-in-view';
import { keepsProgress, saveProgress, type SavedProgress } from '../api/lesson-progress';
import type { OpenedLesson } from './lesson-player';

/**
 * A text lesson: the operators' content, completed once its end has been on screen (the server marks
 * it read; a completed one is not reported again).
 */
export function TextLesson({ lesson, onSaved }: { lesson: OpenedLesson; onSaved: (saved: SavedProgress) => void }) {
  const end = useRef<HTMLDivElement>(null);
  const seen = useInView(end);
  const [isRead, setIsRead] = useState(lesson.completed);
  useEffect(() => {
    if (!seen || isRead || !keepsProgress()) return;
    let current = true;
    void saveProgress({ lesson_id: lesson.id, position: 0, read: true }).then((saved) => {
      if (!current) return;
      setIsRead(saved.completed);
      onSaved(saved);
    });
    return () => {
      current = false;
    };
  }, [seen, isRead, lesson.id, onSaved]);
  return (
    <article className="text-lesson" data-testid="text-lesson">
      {/* Written by the operators and sanitised when saved, never by users. */}
      <div dangerouslySetInnerHTML={{ __html: lesson.content_html ?? '' }} />
      <div ref={end} className="text-lesson-end">
        {isRead ? '本课时已学完' : '读到这里即完成本课时'}
      </div>
    </article>
  );
}
