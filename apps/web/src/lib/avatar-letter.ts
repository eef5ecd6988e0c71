/**
 * The one letter an avatar without a photo shows: two initials spelled words («أم» for أحمد منصور,
 * «مع» for منى عبد الرحمن). A title ("د.", "Dr.") and the article «ال» of the first word are skipped.
 */
export function avatarLetter(name: string) {
  const word = name.split(/\s+/).find((part) => part && !part.endsWith('.')) ?? '';
  return (Array.from(word.length > 3 && word.startsWith('ال') ? word.slice(2) : word)[0] ?? '').toUpperCase();
}
