import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The specification's paths and the venue API's paths all end in a slash.
  trailingSlash: true,
  poweredByHeader: false,
  // `npm test` runs `tsc` once before the build; checking again inside the build only costs time.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
