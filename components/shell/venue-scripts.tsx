import Script from "next/script";
import { safeTrackingId as safeId, type TrackingIds } from "@/lib/analytics/events";

export type { TrackingIds };

/**
 * Tag manager, pixel, analytics and ads scripts, each only when the venue sets its id (000 section 2).
 * The events themselves, page views included, are sent by AnalyticsEvent (lib/analytics/events.ts);
 * pixel commands made before its script ran are played once it has.
 */
export function VenueScripts({ ids }: { ids: TrackingIds }) {
  const gtm = safeId(ids.gtm_id);
  const pixel = safeId(ids.fb_pixel_id);
  const ga = safeId(ids.ga_tracking_id);
  const ads = safeId(ids.google_ads_id);
  const gtag = ga ?? ads;
  return (
    <>
      {gtm && (
        <Script id="carte-gtm" strategy="afterInteractive">
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtm)});`}
        </Script>
      )}
      {gtag && (
        <>
          <Script id="carte-gtag-src" src={`https://www.googletagmanager.com/gtag/js?id=${gtag}`} strategy="afterInteractive" />
          <Script id="carte-gtag" strategy="afterInteractive">
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());${[ga, ads]
              .filter((id): id is string => id !== null)
              .map((id) => `gtag('config',${JSON.stringify(id)},{send_page_view:false});`)
              .join("")}`}
          </Script>
        </>
      )}
      {pixel && (
        <Script id="carte-fb-pixel" strategy="afterInteractive">
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(pixel)});(window.carteFbq||[]).forEach(function(a){fbq.apply(null,a)});window.carteFbq=[];`}
        </Script>
      )}
    </>
  );
}
