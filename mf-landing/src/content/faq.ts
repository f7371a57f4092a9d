/** One FAQ entry; answers are plain text so they can be searched and tested as written. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}
