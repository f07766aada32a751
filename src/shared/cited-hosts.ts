/**
 * The only other sites a TruGPT answer links to: the crisis lines and the publishers our guides and articles cite.
 * (State medical boards, DocInfo and PACER are where an answer about an allegation sends people to check.)
 * Any other address in an answer (a bare URL copied from a provider's profile, or one a model was talked into
 * writing) is shown as text, never as a link. `src/server/assistant/cited-hosts.test.ts` checks that every source
 * in content/ and every link the assistant writes is on this list.
 */
export const CITED_LINK_HOSTS: ReadonlySet<string> = new Set([
  '988lifeline.org',
  '988lineadevida.org',
  'findahelpline.com',
  'anad.org',
  'iocdf.org',
  'asmbs.org',
  'dermnetnz.org',
  'doi.org',
  'health.gov',
  'jddonline.com',
  'medlineplus.gov',
  'my.clevelandclinic.org',
  'nbhwc.org',
  'ods.od.nih.gov',
  'pacer.uscourts.gov',
  'www.aad.org',
  'www.abplasticsurgery.org',
  'www.cdc.gov',
  'www.certificationmatters.org',
  'www.dietaryguidelines.gov',
  'www.docinfo.org',
  'www.eatright.org',
  'www.fda.gov',
  'www.fsmb.org',
  'www.heart.org',
  'www.mayoclinic.org',
  'www.medicare.gov',
  'www.nccih.nih.gov',
  'www.niddk.nih.gov',
  'www.plasticsurgery.org',
  'www.radiologyinfo.org',
  'www.wada-ama.org',
]);
