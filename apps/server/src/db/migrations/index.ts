import type { Migration } from 'kysely';
import { foundation } from './0001_foundation';
import { accounts } from './0002_accounts';
import { proposals } from './0003_proposals';
import { proposalSearch } from './0004_proposal_search';
import { notifications } from './0006_notifications';
import { smsCodeRequests } from './0007_sms_code_requests';
import { chat } from './0008_chat';
import { statisticsIndexes } from './0009_statistics';
import { proposalGrams } from './0010_proposal_grams';
import { unitShortNames } from './0011_unit_short_names';
import { todoTexts } from './0012_todo_texts';
import { mail } from './0013_mail';
import { contacts } from './0014_contacts';
import { calendar } from './0015_calendar';
import { notes } from './0016_notes';
import { content } from './0017_content';
import { scrumboard } from './0018_scrumboard';
import { fileManager } from './0019_file_manager';
import { identities } from './0021_identities';
import { dashboards } from './0022_dashboards';
import { academyShop } from './0023_academy_shop';
import { profile } from './0024_profile';
import { proposalStateCounts } from './0026_proposal_state_counts';
import { clues } from './0027_clues';
import { topics } from './0028_topics';
import { approvalUrging } from './0030_approval_urging';
import { consultations } from './0031_consultations';
import { proposalFingerprints } from './0032_proposal_fingerprints';
import { cluePicturesSimilarity } from './0033_clue_pictures_similarity';
import { topicClues } from './0034_topic_clues';
import { selections } from './0037_selections';
import { dutyRecords } from './0038_duty_records';
import { compilations } from './0039_compilations';
import { adminLog } from './0040_admin_log';
import { savedViews } from './0041_saved_views';
import { signersByInvitation } from './0042_signers_by_invitation';
import { signerListState } from './0043_signer_list_state';
import { chatClientIds } from './0044_chat_client_ids';
import { searchWalkState } from './0045_search_walk_state';
import { clueLibraryStamp } from './0046_clue_library_stamp';
import { signerStateCounts } from './0047_signer_state_counts';
import { searchTitleWalk } from './0048_search_title_walk';

/**
 * Every migration, in order, imported statically so the esbuild bundle contains them (no directory
 * scan at run time). Add a new file `NNNN_<what>.ts` and one line here; never edit an applied one.
 * Kysely applies them in name order, so keep the 4-digit prefix.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_proposals': proposals,
  '0004_proposal_search': proposalSearch,
  '0006_notifications': notifications,
  '0007_sms_code_requests': smsCodeRequests,
  '0008_chat': chat,
  '0009_statistics': statisticsIndexes,
  '0010_proposal_grams': proposalGrams,
  '0011_unit_short_names': unitShortNames,
  '0012_todo_texts': todoTexts,
  '0013_mail': mail,
  '0014_contacts': contacts,
  '0015_calendar': calendar,
  '0016_notes': notes,
  '0017_content': content,
  '0018_scrumboard': scrumboard,
  '0019_file_manager': fileManager,
  '0021_identities': identities,
  '0022_dashboards': dashboards,
  '0023_academy_shop': academyShop,
  '0024_profile': profile,
  '0026_proposal_state_counts': proposalStateCounts,
  '0027_clues': clues,
  '0028_topics': topics,
  '0030_approval_urging': approvalUrging,
  '0031_consultations': consultations,
  '0032_proposal_fingerprints': proposalFingerprints,
  '0033_clue_pictures_similarity': cluePicturesSimilarity,
  '0034_topic_clues': topicClues,
  '0037_selections': selections,
  '0038_duty_records': dutyRecords,
  '0039_compilations': compilations,
  '0040_admin_log': adminLog,
  '0041_saved_views': savedViews,
  '0042_signers_by_invitation': signersByInvitation,
  '0043_signer_list_state': signerListState,
  '0044_chat_client_ids': chatClientIds,
  '0045_search_walk_state': searchWalkState,
  '0046_clue_library_stamp': clueLibraryStamp,
  '0047_signer_state_counts': signerStateCounts,
  '0048_search_title_walk': searchTitleWalk,
};
