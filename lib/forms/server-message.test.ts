import { messageParagraphs } from "./server-message";

describe("messageParagraphs", () => {
  it("reads the venue API's 201 message as text", () => {
    expect(messageParagraphs("<p>Thank you! Your feedback has been received.</p>")).toEqual([
      "Thank you! Your feedback has been received.",
    ]);
  });

  it("keeps paragraphs and line breaks apart, decodes entities and drops markup", () => {
    expect(messageParagraphs("<p>Thanks &amp; see you</p><p>Saffron <b>&amp;</b> Sand<br/>Dubai</p>")).toEqual([
      "Thanks & see you",
      "Saffron & Sand",
      "Dubai",
    ]);
    // A script's body is not text to show.
    expect(messageParagraphs('<img src=x onerror="alert(1)"><script>x</script>')).toEqual([]);
    expect(messageParagraphs("")).toEqual([]);
  });
});
