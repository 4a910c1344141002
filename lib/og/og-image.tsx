import "server-only";
import { ImageResponse } from "next/og";
import type { CSSProperties } from "react";
import { rtlRuns } from "./bidi-runs";
import { cardText, type OgCard } from "./og-card";
import { fontsFor } from "./og-fonts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PICTURE_WIDTH = 540;
const PADDING = 56;
const VENUE_PICTURE_HEIGHT = 450;

/** Smaller type for longer names, so three or four lines at most fill the text side. */
export function titleSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 20) return 72;
  if (length <= 40) return 60;
  if (length <= 60) return 48;
  return 40;
}

/** A line of text; right-to-left text is laid out run by run from the right (bidi-runs.ts). */
function Text({ text, rtl, style }: { text: string; rtl: boolean; style: CSSProperties & { fontSize: number } }) {
  if (!rtl) return <div style={{ display: "flex", flexWrap: "wrap", ...style }}>{text}</div>;
  return (
    <div style={{ display: "flex", flexDirection: "row-reverse", flexWrap: "wrap", columnGap: Math.round(style.fontSize * 0.2), ...style }}>
      {rtlRuns(text).map((run, index) => (
        <span key={index}>{run}</span>
      ))}
    </div>
  );
}

/** The venue's card: its cover across the top, its name on a band of its colour below. */
function VenueCard({ card, picture }: { card: OgCard; picture: string | null }) {
  const { colours, rtl } = card;
  return (
    <div style={{ display: "flex", flexDirection: "column", width: OG_WIDTH, height: OG_HEIGHT, background: colours.accent }}>
      <div style={{ display: "flex", width: OG_WIDTH, height: VENUE_PICTURE_HEIGHT, background: colours.background }}>
        {picture && (
          // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
          <img src={picture} alt="" width={OG_WIDTH} height={VENUE_PICTURE_HEIGHT} style={{ objectFit: "cover" }} />
        )}
      </div>
      <div
        style={{
          display: "flex",
          flexGrow: 1,
          alignItems: "center",
          justifyContent: rtl ? "flex-end" : "flex-start",
          padding: `0 ${PADDING}px`,
          color: colours.accentText,
        }}
      >
        <Text text={card.title} rtl={rtl} style={{ fontSize: Math.min(64, titleSize(card.title)), fontWeight: 700 }} />
      </div>
    </div>
  );
}

function Card({ card, picture }: { card: OgCard; picture: string | null }) {
  if (card.kind === "venue") return <VenueCard card={card} picture={picture} />;
  const { colours, rtl } = card;
  const align = rtl ? "flex-end" : "flex-start";
  return (
    <div
      style={{
        display: "flex",
        flexDirection: rtl ? "row-reverse" : "row",
        width: OG_WIDTH,
        height: OG_HEIGHT,
        background: colours.background,
        color: colours.text,
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          alignItems: align,
          gap: 28,
          width: OG_WIDTH - PICTURE_WIDTH,
          height: OG_HEIGHT,
          padding: PADDING,
          borderBottom: `16px solid ${colours.accent}`,
        }}
      >
        {card.venueName && <Text text={card.venueName} rtl={rtl} style={{ fontSize: 34, fontWeight: 700, color: colours.label }} />}
        <Text text={card.title} rtl={rtl} style={{ fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.2 }} />
        {card.price && (
          <div style={{ display: "flex", flexDirection: rtl ? "row-reverse" : "row", alignItems: "baseline", gap: 20, flexWrap: "wrap" }}>
            {card.listPrice && <span style={{ fontSize: 36, textDecoration: "line-through" }}>{card.listPrice}</span>}
            <span style={{ fontSize: 60, fontWeight: 700, color: colours.price }}>{card.price}</span>
            {card.altPrice && <span style={{ fontSize: 32 }}>({card.altPrice})</span>}
          </div>
        )}
      </div>
      <div style={{ display: "flex", width: PICTURE_WIDTH, height: OG_HEIGHT, background: colours.accent }}>
        {picture && (
          // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
          <img src={picture} alt="" width={PICTURE_WIDTH} height={OG_HEIGHT} style={{ objectFit: "cover" }} />
        )}
      </div>
    </div>
  );
}

/** The card as a 1200x630 PNG, drawn with fonts for its text's scripts and its picture inlined (or none). */
export async function renderOgImage(card: OgCard, picture: string | null, headers: HeadersInit): Promise<Response> {
  const fonts = await fontsFor(cardText(card), card.language);
  const render = async (withPicture: string | null) => {
    const response = new ImageResponse(<Card card={card} picture={withPicture} />, { width: OG_WIDTH, height: OG_HEIGHT, fonts, headers });
    // Drawn here, not while streaming, so a picture the renderer cannot read falls back to the panel.
    const body = await response.arrayBuffer();
    return new Response(body, { status: 200, headers: response.headers });
  };
  if (picture === null) return render(null);
  try {
    return await render(picture);
  } catch (error) {
    console.warn("og image: picture not drawable, panel instead", error);
    return render(null);
  }
}
