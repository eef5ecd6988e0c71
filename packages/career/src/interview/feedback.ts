import type { TAnswerFeedback, TLanguage } from '@masar/contracts';
import { skillsInText, tokens } from '../skills/catalog';
import { asciiDigits, foldForMatch } from '../text/normalize';
import { isNonAnswer, sentencesOf } from './answer-text';
import { CUE_FREQUENCIES, intentOf, type SessionQuestion } from './bank';
import { addresses, keywordConcepts, type IntentConcept } from './intent';
import { STAR_PARTS, sequenceMarkers, starParts, type StarPart } from './star';
import { criterionComment, offTopicNote, type CommentContext, type CriterionName } from './texts';

// a real case: "for example", or a named employer ("at Paymob")
const EXAMPLE = /\b(?:[Ff]or example|[Ff]or instance|e\.g\.|[Ss]uch as|[Ii]n one case|[Ll]ast time)\b|\b[Aa]t [A-Z]\w+/;
const EXAMPLE_AR =
  /(?:^|[^\u0621-\u064A])(?:و|ف)?(?:مثلا|مثل|علي سبيل المثال|في احدي المرات|اخر مره)(?![\u0621-\u064A])/;
/** figures written as words count as figures: "from twelve pages to four", «خمسة أشخاص» */
const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|half|double|twice)\b|(?:^|[^\u0621-\u064A])(?:و|ب)?(?:اثنين|اثنان|ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثماني|ثمانيه|تسع|تسعه|عشر|عشره|عشرين|ثلاثين|اربعين|خمسين|مئه|مائه|الف|الاف|مليون|يومين|اسبوعين|شهرين|ضعف|نصف)(?![\u0621-\u064A])/;

const band = (value: number, steps: [number, number][]) => steps.find(([min]) => value >= min)?.[1] ?? 0;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The words an answer should have: a plan or an explanation is shorter than a story. */
export const lengthRange = (kind: SessionQuestion['kind']): [number, number] =>
  kind === 'behavioural' ? [80, 250] : kind === 'situational' ? [60, 220] : [50, 220];

export const lengthScore = (count: number, [min, max]: [number, number]) =>
  count < 20 ? 3 : count < min * 0.6 ? 10 : count < min ? 18 : count <= max ? 25 : count <= max * 2 ? 15 : 8;

/**
 * How far an answer addresses its question, 0..1: the share of the question's intent it covers in
 * sentences (three concepts make a full answer), nothing for one concept alone, and nothing for a
 * story or plan that never touches the question's topic (its first concept). A model's follow-up
 * is judged leniently.
 */
function onTopicShare(question: SessionQuestion, concepts: IntentConcept[], covered: number[]): number {
  const count = covered.reduce((a, b) => a + b, 0);
  // a follow-up asked by the model has no written intent: its question's is only a hint
  if (question.followUp) return count > 0 ? 1 : 0.5;
  if (question.kind !== 'technical' && !covered[0]) return 0;
  const need = Math.min(3, concepts.length);
  return count >= 2 ? Math.min(1, count / need) : 0;
}

/**
 * Feedback on one answer: structure (STAR, or steps), relevance to the question's intent, specifics
 * and length, 25 points each. Only sentences count (a list of terms says nothing), and the score
 * weighs the other three by relevance: an answer to another question, however well told, stays
 * under 40. «لا أعرف» and a few words score nothing.
 */
export function answerFeedback(
  question: SessionQuestion,
  answer: string,
  language: TLanguage,
  roleSkills: string[],
): TAnswerFeedback {
  const concepts = intentOf(question.id) ?? keywordConcepts(question.keywords);
  const range = lengthRange(question.kind);
  const [min, max] = range;
  const sentences = sentencesOf(answer);
  const prose = sentences
    .filter((s) => s.prose)
    .map((s) => s.text)
    .join(' ');
  const folded = foldForMatch(prose);
  const nonAnswer = isNonAnswer(foldForMatch(answer), wordCount(answer));
  const count = nonAnswer ? wordCount(answer) : wordCount(prose);

  const covered = concepts.map((c) => (nonAnswer ? 0 : addresses(c, sentences, CUE_FREQUENCIES)));
  const onTopic = nonAnswer ? 0 : onTopicShare(question, concepts, covered);
  const star = nonAnswer ? [] : starParts(folded);
  const steps = nonAnswer ? 0 : sequenceMarkers(folded);
  const starScore = Math.min(25, Math.round((star.length / 4) * 20) + (star.includes('R') ? 5 : 0));
  const stepsScore = prose
    ? band(steps, [
        [3, 25],
        [2, 19],
        [1, 13],
        [0, 5],
      ])
    : 0;
  const style: CommentContext['style'] =
    question.kind === 'technical' || (question.kind === 'situational' && stepsScore > starScore) ? 'steps' : 'star';

  const numbers = (asciiDigits(prose).match(/\d+/g) ?? []).length + (NUMBER_WORDS.test(folded) ? 1 : 0);
  const proseWords = tokens(prose).map((variants) => variants[variants.length - 1]);
  const roleTools = roleSkills.filter((name) => {
    const words = tokens(name).map((variants) => variants[variants.length - 1]);
    return words.length > 0 && proseWords.some((_, i) => words.every((w, j) => proseWords[i + j] === w));
  }).length;
  const tools = Math.max(skillsInText(prose).length, roleTools);
  const example = EXAMPLE.test(prose) || EXAMPLE_AR.test(folded);
  const specifics = prose
    ? Math.min(25, 3 + (numbers > 0 ? 10 : 0) + (tools > 0 ? 6 : 0) + (tools > 2 ? 2 : 0) + (example ? 4 : 0))
    : 0;

  const scores: Record<CriterionName, number> = nonAnswer
    ? { structure: 0, relevance: 0, specifics: 0, length: 0 }
    : {
        structure: style === 'steps' ? stepsScore : starScore,
        relevance: Math.round(25 * onTopic),
        specifics,
        length: prose ? lengthScore(count, range) : 0,
      };
  const missingStar: StarPart[] = STAR_PARTS.filter((k) => !star.includes(k));
  const context: CommentContext = {
    style,
    missingStar,
    count,
    min,
    max,
    missingIntent: concepts.filter((_, i) => !covered[i]).map((c) => c[language]),
    nonAnswer,
    partly: onTopic > 0,
  };
  const criteria = (Object.keys(scores) as CriterionName[]).map((criterion) => ({
    criterion,
    score: scores[criterion],
    comment: criterionComment(criterion, scores[criterion], language, context),
  }));
  const strengths = criteria
    .filter((c) => c.score >= 20)
    .map((c) => criterionComment(c.criterion, 25, language, context));
  const improvements = criteria.filter((c) => c.score < 20).map((c) => c.comment);
  const form = scores.structure + scores.specifics + scores.length;
  if (!nonAnswer && onTopic === 0 && form > 0) improvements.unshift(offTopicNote(language));
  return {
    score: Math.round(scores.relevance + form * (0.5 + 0.5 * onTopic)),
    criteria,
    strengths,
    improvements,
  };
}
