import type { Menu, Promotion } from "@/lib/api/schemas/menu";

/** 000 'Promotions': only enabled promotions are shown, in the menu's order. */
export function enabledPromotions(menu: Pick<Menu, "promotions">): Promotion[] {
  return menu.promotions.filter((promotion) => promotion.enable);
}

/** The demo's promotion artwork is 3:2; the real size is unknown, so this only reserves the space. */
const SLIDE_SIZE = { width: 1200, height: 800 };

type Props = { promotion: Promotion; eager: boolean };

/** One promotion: its video (poster from the image, nothing fetched until played) or its image, and its title. */
export function PromotionSlide({ promotion, eager }: Props) {
  const { product, retina } = promotion.image;
  return (
    <figure className="flex flex-col items-center gap-2 px-3">
      {promotion.video ? (
        <video
          src={promotion.video}
          poster={product ?? undefined}
          controls
          playsInline
          preload="none"
          aria-label={promotion.title}
          width={SLIDE_SIZE.width}
          height={SLIDE_SIZE.height}
          className="h-auto max-h-[70vh] w-full rounded-lg bg-black object-contain"
        />
      ) : product ? (
        // eslint-disable-next-line @next/next/no-img-element -- venue images are arbitrary hosts and local SVGs (ui-brief)
        <img
          src={product}
          srcSet={retina ? `${product} 1x, ${retina} 2x` : undefined}
          alt=""
          width={SLIDE_SIZE.width}
          height={SLIDE_SIZE.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="h-auto max-h-[70vh] w-full rounded-lg object-contain"
        />
      ) : null}
      <figcaption>
        <h2 className="text-center text-lg font-bold">{promotion.title}</h2>
      </figcaption>
    </figure>
  );
}
