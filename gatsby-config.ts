import type { GatsbyConfig } from 'gatsby';
import path from 'node:path';
import { contentfulPluginOptions, contentfulSettings } from './src/node/content-source';

const siteUrl = process.env.GATSBY_SITE_URL || 'http://localhost:8000';
const contentful = contentfulSettings();

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Kea Trails',
    siteUrl,
    description: 'Small-group guided adventure tours of New Zealand: Adventure, Plus and Snow tours with expert local guides.',
  },
  trailingSlash: 'always',
  graphqlTypegen: false,
  // Our own rules run through `npm run lint`; Gatsby's bundled ESLint 7 would clash with it.
  // `npm run dev`: the develop server forwards /api to the API so the browser sees one origin.
  ...(process.env.DEV_API_PROXY ? { proxy: [{ prefix: '/api', url: process.env.DEV_API_PROXY }] } : {}),
  plugins: [
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'webp'], quality: 72, placeholder: 'dominantColor' } },
    },
    'gatsby-transformer-sharp',
    // The embedded pack's pictures are rendered into content/.generated before the build; a
    // Contentful build downloads its assets and renders its maps in gatsby-node instead.
    contentful
      ? { resolve: 'gatsby-source-contentful', options: contentfulPluginOptions(contentful) }
      : { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: path.join(__dirname, 'content', '.generated') } },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/user/', '/user/**', '/bookings/', '/bookings/**', '/staff/', '/staff/**', '/user-edit/', '/404/', '/404.html', '/dev-404-page/', '/thank-you/', '/contact-thank-you/', '/itinerary-download/', '/itinerary-download/**', '/tours-search/', '/tours-search/*', '/**/itinerary-thank-you/'],
      },
    },
  ],
};

export default config;
