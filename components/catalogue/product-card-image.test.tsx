import { renderToStaticMarkup } from "react-dom/server";
import { ProductCardImage } from "./product-card-image";

const image = { src: "/demo/products/avocado-toast.svg", width: 600, height: 450 };

describe("ProductCardImage: how a card's photo loads", () => {
  it("the first row's is the screen's largest picture: fetched first, never lazily, and the scripts wait for it", () => {
    const html = renderToStaticMarkup(<ProductCardImage image={image} className="w-full" lazy priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("below the fold, lazily and with no priority", () => {
    const html = renderToStaticMarkup(<ProductCardImage image={image} className="w-full" lazy />);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("fetchPriority");
  });

  it("above the fold but past the first row, at once with no priority", () => {
    const html = renderToStaticMarkup(<ProductCardImage image={image} className="w-full" lazy={false} />);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain("fetchPriority");
  });
});
