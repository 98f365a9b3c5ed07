/**
 * Words L&D practitioners use for the same idea, one group a line. A competency's text that holds
 * one word of a group also looks for the others (at a lower weight), so that "Measuring Impact"
 * finds the library's evaluations and "Promoting Initiatives" its campaigns and champions. General
 * vocabulary of the field: no group names a library item, and none is written for one competency.
 */
export const RELATED_TERMS: readonly string[] = [
  'measure measurement evaluate evaluation impact ROI evidence indicator metrics analytics',
  'business commercial finance financial CFO revenue budget',
  'stakeholder sponsor executive leaders business partner',
  'strategy strategic priorities plan',
  'promote promoting marketing campaign communication champions adoption uptake engagement brand launch',
  'initiative programme',
  'diagnose diagnosis needs analysis consulting consultant request intake',
  'co-create co-design partner collaborate',
  'facilitate facilitation facilitator workshop session',
  'project milestone rollout go-live timeline deadline schedule vendor',
  'technology digital AI platform tool tools',
  'feedback appraisal review calibration ratings',
  'performance management underperformance expectations goals',
  'coach coaching mentor mentoring',
  'develop development upskill reskill capability growth',
  'empower empowerment autonomy trust psychological safety delegate ownership',
  'learning science retrieval spacing spaced practice forgetting evidence myths',
  'implementation adoption transfer application',
  'manager managers line',
  'experience journey design learner-centred',
];
