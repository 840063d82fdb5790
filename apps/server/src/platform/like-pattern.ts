/** Text inside a LIKE pattern taken literally: its `%`, `_` and `\` match only themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching text that contains `text` anywhere. */
export const containing = (text: string) => `%${likeLiteral(text)}%`;
