/** A risk-education or concept item the assistant module stores; `body` is markdown. */
export interface Lesson {
  title: string;
  body: string;
  link: string | null;
}

/** Where the engine finds lessons for a question, best first (the assistant module implements it). */
export interface LessonSource {
  search(question: string): Promise<Lesson[]>;
}
