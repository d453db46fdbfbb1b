/** One lesson of a course: a title and a few sentences to read and try. */
export type Lesson = { title: string; body: string };
