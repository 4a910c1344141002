/**
 * Search that forgives spelling (issue 28 item 9). A name and a typed term are both reduced to a search
 * key, and the term matches when its key is contained in the name's key. Folding only ever merges
 * spellings a guest would read as the same word; it never removes letters a script needs (Thai vowel
 * signs, Japanese voicing marks, Korean syllables stay as they are).
 */

/** Signs that change a character's look in text but not the word a guest types: soft hyphen, zero-width (non-)joiners, direction marks. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/gu;

/**
 * Accents on Latin letters, after canonical decomposition (crème -> creme, ç -> c, ñ -> n). Only after a
 * Latin base, so the Cyrillic й, whose breve makes it another letter, is recomposed untouched.
 */
const LATIN_ACCENTS = /(\p{Script=Latin})[\u0300-\u036f]+/gu;

/**
 * Arabic harakat, shadda, sukun, superscript alef, Quranic marks, and the hamza and madda that canonical
 * decomposition splits off their carrier: أ إ آ -> ا, ؤ -> و, ئ -> ي.
 */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/gu;

/** Hebrew niqqud and cantillation; the maqaf, paseq, sof pasuq and nun hafukha are punctuation and stay. */
const HEBREW_MARKS = /[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/gu;

const TATWEEL = /\u0640/gu;

/** Letters that one language or keyboard writes for another's: each maps to the form it is folded to. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  // Arabic: alef wasla, alef maksura, teh marbuta; Persian yeh and keheh; heh with yeh above (after its hamza goes).
  "\u0671": "\u0627",
  "\u0649": "\u064a",
  "\u06cc": "\u064a",
  "\u0629": "\u0647",
  "\u06d5": "\u0647",
  "\u06a9": "\u0643",
  // Hebrew final forms, so a term typed as a whole word ("לחם") finds it inside a longer one ("לחמניה").
  "\u05da": "\u05db",
  "\u05dd": "\u05de",
  "\u05df": "\u05e0",
  "\u05e3": "\u05e4",
  "\u05e5": "\u05e6",
  // Hebrew geresh and gershayim as a phone keyboard types them; typographic apostrophes as plain ones.
  "\u05f3": "'",
  "\u05f4": '"',
  "\u2018": "'",
  "\u2019": "'",
  "\u02bc": "'",
  // Latin letters that are not an accent away from their plain spelling.
  ß: "ss",
  œ: "oe",
  æ: "ae",
  // Russian: ё is commonly written е.
  ё: "е",
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join("")}]`, "gu");

/** Arabic-Indic (U+0660) and Persian (U+06F0) digits as ASCII digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/gu;

/** Katakana (ァ..ヶ, ヽ ヾ) as hiragana, so フムス, ﾌﾑｽ and ふむす are one word. */
const KATAKANA = /[\u30a1-\u30f6\u30fd\u30fe]/gu;
const KATAKANA_TO_HIRAGANA = 0x60;

/**
 * The form a text is compared in: NFKC (full-width letters, half-width kana, presentation forms,
 * ligatures), lower case with the Turkish i's merged, accents and vowel signs removed as above, letter
 * variants folded, runs of white space made one space, trimmed.
 */
export function searchKey(text: string): string {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/i\u0307/gu, "i")
      .replace(/ı/gu, "i")
      .normalize("NFD")
      // Arabic and Hebrew marks first: one sorted between a Latin letter and its accent would shield the accent.
      .replace(ARABIC_MARKS, "")
      .replace(HEBREW_MARKS, "")
      .replace(LATIN_ACCENTS, "$1")
      .normalize("NFC")
      .replace(INVISIBLE, "")
      .replace(TATWEEL, "")
      .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter)
      .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
      .replace(KATAKANA, (kana) => String.fromCodePoint((kana.codePointAt(0) ?? 0) - KATAKANA_TO_HIRAGANA))
      .replace(/\s+/gu, " ")
      .trim()
      // A voicing mark that a removed tatweel or zero-width sign kept off its kana joins it now.
      .normalize("NFC")
  );
}
