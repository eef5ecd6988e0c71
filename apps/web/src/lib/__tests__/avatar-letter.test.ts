import { describe, expect, it } from 'vitest';
import { avatarLetter } from '../avatar-letter';

// Issue 21, item 6: two initials spelled words («أم» for أحمد منصور, «مع» for منى عبد الرحمن):
// an avatar without a photo shows one letter of the name.
describe('avatar letter', () => {
  it('is the first letter of the name, one letter only', () => {
    expect(avatarLetter('أحمد منصور')).toBe('أ');
    expect(avatarLetter('منى عبد الرحمن')).toBe('م');
    expect(avatarLetter('نور الهدى سالم')).toBe('ن');
    expect(avatarLetter('  هيثم  يوسف ')).toBe('ه');
    expect(avatarLetter('sara khalil')).toBe('S');
    expect(avatarLetter('Émile Zola')).toBe('É');
  });

  it('skips a title and the article «ال» of a first word', () => {
    expect(avatarLetter('د. سارة علي')).toBe('س');
    expect(avatarLetter('Dr. James Carter')).toBe('J');
    expect(avatarLetter('الحسن يوسف')).toBe('ح');
    // a short word keeps its letters (ال is then not an article)
    expect(avatarLetter('الا')).toBe('ا');
  });

  it('is empty for an empty name (the avatar then shows a figure)', () => {
    expect(avatarLetter('')).toBe('');
    expect(avatarLetter('  ')).toBe('');
  });
});
