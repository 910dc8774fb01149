// Descriptions and titles as plain text. Feeds copy them from web forms, with HTML in
// them ("<p>Bonic &agrave;tic</p><br/>Segona frase"): stored as written, the site showed
// the tags and the title made from the first clause began with "<p>".
import { decodeEntities } from "./html-entities";

// A tag: "<" and a name at once ("3 < 4" is no tag), or a closing or self-closing one.
const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/gi;
// Tags that end a line or a paragraph stand for a space (whitespace is collapsed after);
// others for nothing, as they may sit inside a word ("vist<b>es</b>").
const BREAK = /^<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|table)\b/i;

/** `text` without HTML tags and with character references decoded; as given when it has neither. */
export function plainText(text: string | undefined): string | undefined {
  if (text === undefined || !/[<&]/.test(text)) return text;
  // References first: an escaped tag ("&lt;p&gt;") is a tag too.
  return decodeEntities(text).replace(TAG, (tag) => (BREAK.test(tag) ? " " : ""));
}
