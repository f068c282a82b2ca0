import type { Migration } from 'kysely';
import * as initial from './20261121120000_initial.ts';
import * as rateLimits from './20261121130000_rate_limits.ts';
import * as searchInListingOrder from './20261121140000_search_in_listing_order.ts';
import * as adminUserList from './20261123100000_admin_user_list.ts';
import * as agentLists from './20261123110000_agent_lists.ts';
import * as outbox from './20261123120000_outbox.ts';
import * as pincodesAndOrderNumbers from './20261123130000_pincodes_and_order_numbers.ts';
import * as orderLifecycle from './20261123140000_order_lifecycle.ts';
import * as listIndexes from './20261123150000_list_indexes.ts';
import * as slidingRateLimits from './20261125100000_sliding_rate_limits.ts';
import * as outboxTopic from './20261125110000_outbox_topic.ts';
import * as imageJpeg from './20261125120000_image_jpeg.ts';
import * as stockPerSize from './20261125130000_stock_per_size.ts';
import * as myAccount from './20261125140000_my_account.ts';
import * as shopSettings from './20261125160000_shop_settings.ts';
import * as statsIndexes from './20261126130000_stats_indexes.ts';
import * as productGst from './20261126100000_product_gst.ts';
import * as invoiceNumbers from './20261126101000_invoice_numbers.ts';
import * as codPincodes from './20261126110000_cod_pincodes.ts';
import * as orderFilters from './20261126111000_order_filters.ts';
import * as remittances from './20261126112000_remittances.ts';
import * as phoneAccounts from './20261126120000_phone_accounts.ts';
import * as orderNumberPrefix from './20261127100000_order_number_prefix.ts';
import * as statsRollups from './20261127130000_stats_rollups.ts';
import * as userLanguage from './20261127140000_user_language.ts';
import * as outboxLanguage from './20261128100000_outbox_language.ts';
import * as searchStatistics from './20261128160000_search_statistics.ts';
import * as orderNumberSequences from './20261129300000_order_number_sequences.ts';
import * as loweredProductNames from './20261130100000_lowered_product_names.ts';
import * as userSearchTextInlined from './20261130110000_user_search_text_inlined.ts';

/** Every migration, by name; Kysely applies them in name order. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '20261121120000_initial': initial,
  '20261121130000_rate_limits': rateLimits,
  '20261121140000_search_in_listing_order': searchInListingOrder,
  '20261123100000_admin_user_list': adminUserList,
  '20261123110000_agent_lists': agentLists,
  '20261123120000_outbox': outbox,
  '20261123130000_pincodes_and_order_numbers': pincodesAndOrderNumbers,
  '20261123140000_order_lifecycle': orderLifecycle,
  '20261123150000_list_indexes': listIndexes,
  '20261125100000_sliding_rate_limits': slidingRateLimits,
  '20261125110000_outbox_topic': outboxTopic,
  '20261125120000_image_jpeg': imageJpeg,
  '20261125130000_stock_per_size': stockPerSize,
  '20261125140000_my_account': myAccount,
  '20261125160000_shop_settings': shopSettings,
  '20261126130000_stats_indexes': statsIndexes,
  '20261126100000_product_gst': productGst,
  '20261126101000_invoice_numbers': invoiceNumbers,
  '20261126110000_cod_pincodes': codPincodes,
  '20261126111000_order_filters': orderFilters,
  '20261126112000_remittances': remittances,
  '20261126120000_phone_accounts': phoneAccounts,
  '20261127100000_order_number_prefix': orderNumberPrefix,
  '20261127130000_stats_rollups': statsRollups,
  '20261127140000_user_language': userLanguage,
  '20261128100000_outbox_language': outboxLanguage,
  '20261128160000_search_statistics': searchStatistics,
  '20261129300000_order_number_sequences': orderNumberSequences,
  '20261130100000_lowered_product_names': loweredProductNames,
  '20261130110000_user_search_text_inlined': userSearchTextInlined,
};
