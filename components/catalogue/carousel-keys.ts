/**
 * The step an arrow key asks of a horizontal carousel: forward is the reading direction, so right to
 * left (ar, he, fa) the left arrow moves forward. 0 for any other key.
 */
export function arrowStep(key: string, rtl: boolean): 1 | -1 | 0 {
  if (key === (rtl ? "ArrowLeft" : "ArrowRight")) return 1;
  if (key === (rtl ? "ArrowRight" : "ArrowLeft")) return -1;
  return 0;
}
