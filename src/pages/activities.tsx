import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/content/PageHero';
import { JsonLd, breadcrumbJsonLd } from '../components/content/JsonLd';
import { defaultOgImage, type DefaultOgImageData } from '../components/content/og-image';
import { ActivityList, type ActivityNode } from '../components/activities/ActivityList';
import { FavouriteButton } from '../features/favourites/FavouriteButton';
import * as styles from '../components/activities/ActivitiesPage.module.css';

interface Data extends DefaultOgImageData {
  allActivity: { nodes: ActivityNode[] };
}

const DESCRIPTION =
  'Over 70 optional activities to add to your New Zealand tour: bungy, jet boats, glacier heli-hikes, wildlife cruises, wine trails and more, filtered by type and location.';

export default function ActivitiesPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="activities">
      <PageHero
        eyebrow="Make the trip yours"
        title="New Zealand activities"
        lead={<p>Choose from {data.allActivity.nodes.length} optional activities along our routes, from adrenaline to hot pools. Add them when you book, or on tour.</p>}
      />
      <div className={`container ${styles.page}`}>
        <ActivityList
          activities={data.allActivity.nodes}
          renderFavourite={(activity) => <FavouriteButton activityId={activity.api_id} activityName={activity.name} variant="card" />}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <Seo title="New Zealand Activities" description={DESCRIPTION} path="/activities/" pageKey="activities" image={defaultOgImage(data)}>
    <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Activities', path: '/activities/' }])} />
  </Seo>
);

export const query = graphql`
  query ActivitiesPage {
    allActivity(sort: { order: ASC }) {
      nodes {
        contentId
        api_id
        name
        absolute_slug
        category
        order
        min_price
        max_price
        destination_name
        destination {
          contentId
        }
        card_image {
          childImageSharp {
            gatsbyImageData(width: 280, height: 175, layout: CONSTRAINED)
          }
        }
      }
    }
    ...DefaultOgImage
  }
`;
