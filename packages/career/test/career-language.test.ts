import { describe, expect, it } from 'vitest';
import { foldForMatch, words } from '@masar/career/text/normalize';
import { opensWeakly, opensWithStrongVerb, usesFirstPerson } from '@masar/career/text/verbs';

describe('career engine: words match with or without diacritics and tatweel', () => {
  it('knows Arabic action verbs written with diacritics', () => {
    for (const verb of ['خفّضت', 'قُدت', 'طوّرت', 'حسّنتُ', 'أدرتُ', 'بنَيتُ', 'خفّضـت'])
      expect(opensWithStrongVerb(`${verb} زمن التسليم بنسبة 20%`), verb).toBe(true);
    expect(opensWithStrongVerb('العمل على المشاريع')).toBe(false);
  });

  it('finds weak openers and the first person through diacritics', () => {
    expect(opensWeakly('مسؤولٌ عن إدارة الفريق')).toBe(true);
    expect(opensWeakly('مسـؤول عن إدارة الفريق')).toBe(true);
    expect(usesFirstPerson('أَنا مهندس برمجيات')).toBe(true);
  });

  it('keeps marked words whole and folds them like their plain spelling', () => {
    expect(words('خفّضت التكلفة')).toEqual(['خفّضت', 'التكلفة']);
    expect(foldForMatch('العمل تحت الضّغط')).toBe(foldForMatch('العمل تحت الضغط'));
  });
});
