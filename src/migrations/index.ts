import * as migration_20261122_110619_initial from './20261122_110619_initial';
import * as migration_20261122_121057_content_model from './20261122_121057_content_model';
import * as migration_20261122_150732_chrome_seo_members from './20261122_150732_chrome_seo_members';
import * as migration_20261123_215622_rate_limits_expire from './20261123_215622_rate_limits_expire';
import * as migration_20261125_133210_store_locator_kinds from './20261125_133210_store_locator_kinds';
import * as migration_20261125_141554_bookmarks_everywhere from './20261125_141554_bookmarks_everywhere';
import * as migration_20261125_161738_captcha_challenges from './20261125_161738_captcha_challenges';
import * as migration_20261125_191953_events_finder from './20261125_191953_events_finder';
import * as migration_20261125_192501_newsletter_double_opt_in from './20261125_192501_newsletter_double_opt_in';
import * as migration_20261125_192648_visit_booking from './20261125_192648_visit_booking';
import * as migration_20261125_203113_event_registration from './20261125_203113_event_registration';
import * as migration_20261125_203410_product_gallery from './20261125_203410_product_gallery';
import * as migration_20261125_224744_click_to_buy from './20261125_224744_click_to_buy';
import * as migration_20261125_225346_web_forms from './20261125_225346_web_forms';
import * as migration_20261125_230244_product_reviews from './20261125_230244_product_reviews';
import * as migration_20261125_231854_connected_bottles from './20261125_231854_connected_bottles';
import * as migration_20261126_025618_quizzes from './20261126_025618_quizzes';
import * as migration_20261126_025801_masterclass_progress from './20261126_025801_masterclass_progress';
import * as migration_20261126_030204_video_cards_collectibles from './20261126_030204_video_cards_collectibles';
import * as migration_20261126_033514_en_us_orders from './20261126_033514_en_us_orders';
import * as migration_20261126_105542_member_cart from './20261126_105542_member_cart';
import * as migration_20261126_111502_support_chats from './20261126_111502_support_chats';
import * as migration_20261126_150543_roles from './20261126_150543_roles';
import * as migration_20261126_211318_site_options_per_locale from './20261126_211318_site_options_per_locale';
import * as migration_20261127_005658_recipe_rows_per_locale from './20261127_005658_recipe_rows_per_locale';
import * as migration_20261127_045148_menu_links from './20261127_045148_menu_links';
import * as migration_20261127_123013_menu_override_links from './20261127_123013_menu_override_links';
import * as migration_20261127_123039_menu_panel_links from './20261127_123039_menu_panel_links';
import * as migration_20261127_155919_drafts_versions from './20261127_155919_drafts_versions';
import * as migration_20261127_235237_s3_media_storage from './20261127_235237_s3_media_storage';

export const migrations = [
  {
    up: migration_20261122_110619_initial.up,
    down: migration_20261122_110619_initial.down,
    name: '20261122_110619_initial',
  },
  {
    up: migration_20261122_121057_content_model.up,
    down: migration_20261122_121057_content_model.down,
    name: '20261122_121057_content_model',
  },
  {
    up: migration_20261122_150732_chrome_seo_members.up,
    down: migration_20261122_150732_chrome_seo_members.down,
    name: '20261122_150732_chrome_seo_members',
  },
  {
    up: migration_20261123_215622_rate_limits_expire.up,
    down: migration_20261123_215622_rate_limits_expire.down,
    name: '20261123_215622_rate_limits_expire',
  },
  {
    up: migration_20261125_133210_store_locator_kinds.up,
    down: migration_20261125_133210_store_locator_kinds.down,
    name: '20261125_133210_store_locator_kinds',
  },
  {
    up: migration_20261125_141554_bookmarks_everywhere.up,
    down: migration_20261125_141554_bookmarks_everywhere.down,
    name: '20261125_141554_bookmarks_everywhere',
  },
  {
    up: migration_20261125_161738_captcha_challenges.up,
    down: migration_20261125_161738_captcha_challenges.down,
    name: '20261125_161738_captcha_challenges',
  },
  {
    up: migration_20261125_191953_events_finder.up,
    down: migration_20261125_191953_events_finder.down,
    name: '20261125_191953_events_finder',
  },
  {
    up: migration_20261125_192501_newsletter_double_opt_in.up,
    down: migration_20261125_192501_newsletter_double_opt_in.down,
    name: '20261125_192501_newsletter_double_opt_in',
  },
  {
    up: migration_20261125_192648_visit_booking.up,
    down: migration_20261125_192648_visit_booking.down,
    name: '20261125_192648_visit_booking',
  },
  {
    up: migration_20261125_203113_event_registration.up,
    down: migration_20261125_203113_event_registration.down,
    name: '20261125_203113_event_registration',
  },
  {
    up: migration_20261125_203410_product_gallery.up,
    down: migration_20261125_203410_product_gallery.down,
    name: '20261125_203410_product_gallery',
  },
  {
    up: migration_20261125_224744_click_to_buy.up,
    down: migration_20261125_224744_click_to_buy.down,
    name: '20261125_224744_click_to_buy',
  },
  {
    up: migration_20261125_225346_web_forms.up,
    down: migration_20261125_225346_web_forms.down,
    name: '20261125_225346_web_forms',
  },
  {
    up: migration_20261125_230244_product_reviews.up,
    down: migration_20261125_230244_product_reviews.down,
    name: '20261125_230244_product_reviews',
  },
  {
    up: migration_20261125_231854_connected_bottles.up,
    down: migration_20261125_231854_connected_bottles.down,
    name: '20261125_231854_connected_bottles',
  },
  {
    up: migration_20261126_025618_quizzes.up,
    down: migration_20261126_025618_quizzes.down,
    name: '20261126_025618_quizzes',
  },
  {
    up: migration_20261126_025801_masterclass_progress.up,
    down: migration_20261126_025801_masterclass_progress.down,
    name: '20261126_025801_masterclass_progress',
  },
  {
    up: migration_20261126_030204_video_cards_collectibles.up,
    down: migration_20261126_030204_video_cards_collectibles.down,
    name: '20261126_030204_video_cards_collectibles',
  },
  {
    up: migration_20261126_033514_en_us_orders.up,
    down: migration_20261126_033514_en_us_orders.down,
    name: '20261126_033514_en_us_orders',
  },
  {
    up: migration_20261126_105542_member_cart.up,
    down: migration_20261126_105542_member_cart.down,
    name: '20261126_105542_member_cart',
  },
  {
    up: migration_20261126_111502_support_chats.up,
    down: migration_20261126_111502_support_chats.down,
    name: '20261126_111502_support_chats',
  },
  {
    up: migration_20261126_150543_roles.up,
    down: migration_20261126_150543_roles.down,
    name: '20261126_150543_roles',
  },
  {
    up: migration_20261126_211318_site_options_per_locale.up,
    down: migration_20261126_211318_site_options_per_locale.down,
    name: '20261126_211318_site_options_per_locale',
  },
  {
    up: migration_20261127_005658_recipe_rows_per_locale.up,
    down: migration_20261127_005658_recipe_rows_per_locale.down,
    name: '20261127_005658_recipe_rows_per_locale',
  },
  {
    up: migration_20261127_045148_menu_links.up,
    down: migration_20261127_045148_menu_links.down,
    name: '20261127_045148_menu_links',
  },
  {
    up: migration_20261127_123013_menu_override_links.up,
    down: migration_20261127_123013_menu_override_links.down,
    name: '20261127_123013_menu_override_links',
  },
  {
    up: migration_20261127_123039_menu_panel_links.up,
    down: migration_20261127_123039_menu_panel_links.down,
    name: '20261127_123039_menu_panel_links',
  },
  {
    up: migration_20261127_155919_drafts_versions.up,
    down: migration_20261127_155919_drafts_versions.down,
    name: '20261127_155919_drafts_versions',
  },
  {
    up: migration_20261127_235237_s3_media_storage.up,
    down: migration_20261127_235237_s3_media_storage.down,
    name: '20261127_235237_s3_media_storage'
  },
];
