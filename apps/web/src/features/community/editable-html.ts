/**
 * A stored post's HTML as its author typed it, for the editor: the server's own markup goes back to
 * the words that made it — a product chip to `$名称$`, a topic link to `#名称#`, an emoji to `[名称]` —
 * so an edit is tagged again exactly as a new post is.
 */
export function editableHtml(stored: string) {
  const doc = new DOMParser().parseFromString(`<body>${stored}</body>`, 'text/html');
  for (const chip of doc.querySelectorAll('a.product-chip')) chip.replaceWith(`$${chip.textContent}$`);
  for (const topic of doc.querySelectorAll('a.topic-tag')) topic.replaceWith(topic.textContent ?? '');
  for (const emoji of doc.querySelectorAll('img.emoji')) emoji.replaceWith(emoji.getAttribute('alt') ?? '');
  return doc.body.innerHTML;
}
