/** Strong right-to-left letters: Hebrew, Arabic (with Persian), Syriac, Thaana, NKo and their presentation forms. */
const RTL_LETTER = /[\u0590-\u05FF\u0600-\u065F\u066E-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * The runs of a right-to-left text, in reading order, for a renderer without bidi reordering
 * (satori shapes an Arabic or Hebrew word but lays a line's words out left to right). Laid out in
 * a row from the right (flex-direction: row-reverse, wrapping), the runs read as the browser would
 * show them: each right-to-left word is its own run, and consecutive words without a right-to-left
 * letter ("Big Mac", "12.50", "٢") stay together, left to right, as one run.
 */
export function rtlRuns(text: string): string[] {
  const runs: string[] = [];
  let ltr: string[] = [];
  const flush = () => {
    if (ltr.length > 0) runs.push(ltr.join(" "));
    ltr = [];
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (RTL_LETTER.test(word)) {
      flush();
      runs.push(word);
    } else {
      ltr.push(word);
    }
  }
  flush();
  return runs;
}
