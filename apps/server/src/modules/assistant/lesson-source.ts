import type { FastifyInstance } from 'fastify';
import type { LessonSource } from '../../providers/llm/builtin/lesson-source';
import { listLessons } from './chat-store';

/** Lessons change when operators edit them, rarely: read at most once a minute. */
const RELOAD_MS = 60_000;

/**
 * The lessons a concept question is answered with: those whose keywords the question contains,
 * the most keywords first, then in the operators' order.
 */
export function createLessonSource(app: FastifyInstance): LessonSource {
  let cached: { at: number; lessons: Promise<Awaited<ReturnType<typeof listLessons>>> } | null = null;
  const lessons = () => {
    if (!cached || Date.now() - cached.at > RELOAD_MS) cached = { at: Date.now(), lessons: listLessons(app.db) };
    return cached.lessons;
  };
  return {
    async search(question) {
      const text = question.toLowerCase();
      return (await lessons())
        .map((lesson) => ({ lesson, hits: lesson.keywords.filter((word) => text.includes(word.toLowerCase())).length }))
        .filter(({ hits }) => hits > 0)
        .sort((a, b) => b.hits - a.hits || a.lesson.sort - b.lesson.sort)
        .map(({ lesson }) => ({ title: lesson.title, body: lesson.body, link: lesson.link }));
    },
  };
}
