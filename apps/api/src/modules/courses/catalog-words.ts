import { defined } from '@masar/contracts/defined';
/**
 * The catalog's distinct words, each with the courses whose search text has it. A search needle
 * (see searchNeedles) is a word or a part of one, with at most a leading space that pins it to a
 * word's start, so it matches a course's text exactly when it matches one of that course's words:
 * a needle is looked for once in the vocabulary, about a tenth of the catalog's text, and the
 * courses come from the matching words' lists.
 */
export class CatalogWords {
  /** every distinct word after a '\n' (no normalized text has one): "\nword1\nword2…" */
  private readonly vocabulary: string;
  /** where each word's '\n' is in the vocabulary, and the vocabulary's length at the end */
  private readonly wordStarts: Uint32Array;
  /** the courses of word w are courses[postingStarts[w] .. postingStarts[w + 1]] */
  private readonly postingStarts: Uint32Array;
  private readonly courses: Uint32Array;
  /** per course, the last needle that counted it (countMatches' scratch, so a course counts once) */
  private readonly lastNeedle: Int32Array;

  /** `texts[i]` is course i's normalized search text: words separated by single spaces. */
  constructor(texts: string[]) {
    const wordIds = new Map<string, number>();
    const postings: number[][] = [];
    texts.forEach((text, course) => {
      for (const word of text.split(' ')) {
        if (word === '') continue;
        let id = wordIds.get(word);
        if (id === undefined) {
          id = wordIds.size;
          wordIds.set(word, id);
          postings.push([]);
        }
        const list = defined(postings[id]);
        if (list[list.length - 1] !== course) list.push(course);
      }
    });

    const words = [...wordIds.keys()];
    this.wordStarts = new Uint32Array(words.length + 1);
    this.postingStarts = new Uint32Array(words.length + 1);
    let offset = 0;
    let postingCount = 0;
    words.forEach((word, id) => {
      this.wordStarts[id] = offset;
      this.postingStarts[id] = postingCount;
      offset += word.length + 1;
      postingCount += defined(postings[id]).length;
    });
    this.wordStarts[words.length] = offset;
    this.postingStarts[words.length] = postingCount;
    this.vocabulary = words.length > 0 ? `\n${words.join('\n')}` : '';
    this.courses = new Uint32Array(postingCount);
    postings.forEach((list, id) => this.courses.set(list, this.postingStarts[id]));
    this.lastNeedle = new Int32Array(texts.length);
  }

  /** For each course, how many of the (distinct) needles its text contains. */
  countMatches(needles: string[]): Uint8Array {
    const counts = new Uint8Array(this.lastNeedle.length);
    this.lastNeedle.fill(-1);
    needles.forEach((needle, n) => {
      const inVocabulary = needle.startsWith(' ') ? `\n${needle.slice(1)}` : needle;
      let from = 0;
      for (
        let at = this.vocabulary.indexOf(inVocabulary, from);
        at !== -1;
        at = this.vocabulary.indexOf(inVocabulary, from)
      ) {
        const word = this.wordAt(at);
        for (let p = defined(this.postingStarts[word]); p < defined(this.postingStarts[word + 1]); p += 1) {
          const course = defined(this.courses[p]);
          if (this.lastNeedle[course] === n) continue;
          this.lastNeedle[course] = n;
          counts[course] = (counts[course] ?? 0) + 1;
        }
        // the rest of this word cannot match it again
        from = defined(this.wordStarts[word + 1]);
      }
    });
    return counts;
  }

  /** The word whose text (or leading '\n') is at this vocabulary offset. */
  private wordAt(offset: number): number {
    let low = 0;
    let high = this.wordStarts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (defined(this.wordStarts[middle]) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
