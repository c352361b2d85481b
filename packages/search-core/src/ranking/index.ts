/** @stayfront/search-core/ranking: the external ranking re-sort (SPEC 4.14, 7.5), for direct use and tests. */
export {
  applyRanking,
  buildRankingUrl,
  fetchRankedIds,
  readRankedIds,
  TIE_BREAK_MAX,
  TIE_BREAK_MIN,
  UNRANKED_POSITION,
} from './ranking.js';
