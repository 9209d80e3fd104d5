/**
 * The one content model of the site, declared for Gatsby's GraphQL layer. Whatever the
 * source (the embedded `content/` pack or Contentful), nodes of these types are created by
 * `src/node/source.ts`, so pages query one schema. Fields mirror `contract/content.ts`;
 * `*_html` fields are sanitised markdown; links resolve content ids to nodes.
 */
export const typeDefs = /* GraphQL */ `
  type SocialLink { network: String! url: String! label: String! }
  type SiteClaims {
    max_group_size: Int! optional_activities: Int! lifetime_deposit_nzd: Int! free_swap_days: Int!
    flexi_guarantee_days: Int! years_operating: Int! b_corp: Boolean!
  }
  type VideoIntro { channel: String! video_id: String! title: String! }

  type SiteSettings implements Node @dontInfer {
    brand_name: String! sister_brand_name: String! sister_brand_url: String! tagline: String!
    phone: String! phone_href: String! email: String! address_lines: [String!]!
    social_links: [SocialLink!]! private_tours_url: String! newsletter_subscribe_url: String!
    claims: SiteClaims! video_intro: VideoIntro!
    snow_safari_tour: Tour @link(by: "contentId", from: "snow_safari_tour_id")
    best_tours: [Tour!]! @link(by: "contentId", from: "best_tour_ids")
  }

  type TourCategory implements Node @dontInfer {
    contentId: String! api_id: Int! name: String! full_name: String! absolute_slug: String!
    tour_type: String! meta_description: String! description_html: String! blurb: String!
    background_color: String! icon_svg: String! free_swap_days: Int! order: Int!
    description_picture: File @link(by: "name", from: "description_picture_id")
    tours: [Tour!]! @link(by: "contentId", from: "tour_ids")
  }

  type SeasonalPricing { price: Int! available_from: String! available_to: String! }
  type ActivityOption {
    api_id: Int! name: String! description: String! price: Int!
    seasonal_pricings: [SeasonalPricing!]! hidden: Boolean! archived: Boolean!
  }

  type Activity implements Node @dontInfer {
    contentId: String! api_id: Int! name: String! absolute_slug: String! category: String!
    description_html: String! duration: String! order: Int! general_addon: String
    destination: Destination @link(by: "contentId", from: "destination_id")
    destination_name: String!
    images: [File!]! @link(by: "name", from: "image_ids")
    "The first image alone, for cards (lists need one picture, not five)."
    card_image: File @link(by: "name", from: "card_image_id")
    options: [ActivityOption!]!
    "Options that are neither hidden nor archived (SPEC 5): the ones shown."
    visible_options: [ActivityOption!]!
    min_price: Int! max_price: Int!
    tours: [Tour!]! @link(by: "contentId", from: "tour_ids")
  }

  type Destination implements Node @dontInfer {
    contentId: String! api_id: Int! name: String! short_description: String! description_html: String!
    absolute_slug: String! has_discover_more: Boolean! destination_category: String!
    latitude: Float! longitude: Float! order: Int!
    images: [File!]! @link(by: "name", from: "image_ids")
    card_image: File @link(by: "name", from: "card_image_id")
    tours: [Tour!]! @link(by: "contentId", from: "tour_ids")
    activities: [Activity!]! @link(by: "contentId", from: "activity_ids")
  }

  type TourDay {
    api_id: Int! ordinal_number: Int! title: String! description_html: String! overnight: String! meals: String!
    destinations: [Destination!]! @link(by: "contentId", from: "destination_ids")
    activities: [Activity!]! @link(by: "contentId", from: "activity_ids")
  }
  type DateRange { from: String! to: String! }
  type Season { from_month: Int! to_month: Int! }
  type TourAvailability {
    season: Season departure_weekdays: [Int!]! offline_weekdays: [Int!]! inactive_ranges: [DateRange!]!
    cutoff_days: Int! seats_per_departure: Int!
  }
  type UpgradeAccommodation { id: String! name: String! description: String! price_per_night: Int! bed_options: [String!]! }

  type Tour implements Node @dontInfer {
    contentId: String! api_id: Int! name: String! code: String! absolute_slug: String!
    category: TourCategory! @link(by: "contentId", from: "category_id")
    number_of_days: Int! starting_price: Int!
    short_description_html: String! description_html: String! highlights: [String!]! inclusions: [String!]!
    archived: Boolean! is_german_tour: Boolean! hidden_in_booking_nav: Boolean! background_color: String! order: Int!
    destinations: [Destination!]! @link(by: "contentId", from: "destination_ids")
    destination_groups: [String!]! start_location: String! end_location: String!
    images: [File!]! @link(by: "name", from: "image_ids")
    map: File @link(by: "name", from: "map_image_id")
    small_map: File @link(by: "name", from: "small_map_image_id")
    days: [TourDay!]! availability: TourAvailability! extra_night_price: Int!
    upgrade_accommodations: [UpgradeAccommodation!]! accommodation_notice: String! snow: Boolean! mtb: Boolean!
  }

  type Guide implements Node @dontInfer {
    contentId: String! name: String! role: String! description_html: String! mtb: Boolean! adventure: Boolean! snow: Boolean!
    image: File @link(by: "name", from: "image_id")
  }
  type Faq implements Node @dontInfer { contentId: String! question: String! answer_html: String! group: String! order: Int! }
  type Testimonial implements Node @dontInfer {
    contentId: String! author: String! country: String! text: String! order: Int!
    image: File @link(by: "name", from: "image_id")
    tour: Tour @link(by: "contentId", from: "tour_id")
  }
  type Award implements Node @dontInfer {
    contentId: String! title: String! issuer: String! year: Int! description: String!
    image: File @link(by: "name", from: "image_id")
  }
  type GallerySlide implements Node @dontInfer {
    contentId: String! title: String! video_url: String order: Int!
    image: File @link(by: "name", from: "image_id")
  }
  type ContentPage implements Node @dontInfer { contentId: String! title: String! meta_description: String! body_html: String! }
`;
