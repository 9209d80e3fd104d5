import type { ImageFile } from '../tours/tour-types';

export interface HomeClaims {
  max_group_size: number;
  optional_activities: number;
  lifetime_deposit_nzd: number;
  free_swap_days: number;
  flexi_guarantee_days: number;
  years_operating: number;
  b_corp: boolean;
}

export interface HomeCategory {
  contentId: string;
  name: string;
  full_name: string;
  absolute_slug: string;
  tour_type: string;
  blurb: string;
  background_color: string;
  icon_svg: string;
  free_swap_days: number;
  description_picture: ImageFile;
  tours: { archived: boolean; starting_price: number }[];
}
