/**
 * A formula ("53% = 41 ÷ 77") kept in reading order inside an Arabic sentence: a left-to-right
 * isolate (U+2066 … U+2069), else the right-to-left paragraph reorders it into "41 ÷ 77 = %53".
 */
export const leftToRight = (expression: string) => `\u2066${expression}\u2069`;
