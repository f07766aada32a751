// Requests TruGPT declines whatever the procedure: dosing for self-injection, allegations about a named provider,
// questions about whether a named person had a procedure, and requests for its own workings, other people's data,
// scraping, fake reviews, covert ads, paid rankings or listing edits. Each is read here, before any intent, and
// answered with a short, fixed reply that says what it won't do, why, and what it can do instead — never with a
// name search, a provider list or the request echoed back. Instructions pasted inside quoted text are taken out
// of the message before it is read, and the answer says so. Pure reading; only the reply to an allegation reads
// the directory (to link the exact provider named, if TruSelf lists them).
import type { MentionedProvider } from '@shared/schemas/trugpt';
import type { Database } from '../db/client';
import { entryById, quote } from './answer-base';
import { priceRange } from './format';
import { findMentions, getProcedure } from './knowledge';
import { findPlace } from './locations';
import { findProvidersByName, providerFullNames, toMentioned } from './providers-lookup';
import { fold, type Language, readWords } from './words';

export type { Language } from './words';

export type BoundaryKind =
  | 'self_inject'
  | 'allegation'
  | 'private_person'
  | 'internals'
  | 'user_data'
  | 'scraping'
  | 'writing'
  | 'fake_review'
  | 'covert_ad'
  | 'paid_ranking'
  | 'listing_edit';

export type Product = 'toxin' | 'filler' | 'glp1' | 'injectable';

export interface Boundary {
  kind: BoundaryKind;
  language: Language;
  /** self_inject: which injectable; `sourcing` when the ask is where to buy it rather than how to dose it. */
  product?: Product;
  sourcing?: boolean;
  /** The sender claims a role (developer, admin, owner, doctor…) that chat cannot verify. */
  claimsRole?: boolean;
  /** allegation: the person named ("Marcus Feld"), when the message names one. */
  name?: string | null;
  /** The catalogue procedure the message names, for the short pointer a privacy reply may end with. */
  procedureId?: string | null;
  /** Small flags that pick a sentence of the reply. */
  flags?: string[];
}

// ——— Reading ———

const TOXIN =
  /\b(botox|dysport|xeomin|jeuveau|daxxify|letybo|botulax|nabota|meditoxin|hutox|innotox|toxins?|tox|neurotoxins?|neuromodulators?|botulinum|toxina)\b/;
const FILLER =
  /\b(fillers?|hyaluronic|hyaluron|ha (ampoules?|vials?|syringes?)|ampoules?|ampollas?|rellenos?|acido hialuronico|juvederm|restylane|sculptra|radiesse)\b/;
const GLP1 =
  /\b(semaglutide|tirzepatide|retatrutide|ozempic|wegovy|mounjaro|zepbound|glp-?1s?|peptides?|semaglutida|tirzepatida)\b/;
const INJECTABLE = /\b(vials?|frascos?|viales?|injectables?|inyectables?)\b/;

const DOSE_ASK = new RegExp(
  [
    String.raw`how many (units|u|iu|mg|ml|cc|syringes|clicks|vials)\b`,
    String.raw`how much (saline|bac(teriostatic)? water|water|diluent|should i (inject|use|take|put|start)|do i (inject|use|take|put|start|need)|to (inject|use|put|start))\b`,
    String.raw`(what|which) (dose|dosage|strength|concentration|dilution)\b`,
    String.raw`(starting|start) dose\b`,
    String.raw`how (much|many) (\w+ ){0,3}(should|do|can|could) i (inject|use|put|take|start)\b`,
    String.raw`\bdos(age|ing)\b`,
    String.raw`\btitrat`,
    String.raw`\breconstitut`,
    String.raw`\bdilut`,
    'how (do|should|would|can) i (inject|mix|draw|use the pen)',
    String.raw`how to (inject|mix|reconstitute|draw up|use the pen)\b`,
    String.raw`where (do|should|would) i (inject|put)\b`,
    String.raw`injection (points|sites|spots|map)\b`,
    String.raw`which (ampoules?|needles?|syringes?)\b`,
    '(pressure|depth) setting',
    String.raw`what (pressure|setting|needle|gauge)\b`,
    '(need|want|give me) the numbers',
    'cuantas unidades',
    String.raw`cuant[oa]s? (me )?(pongo|inyecto|uso|aplico|le pongo)\b`,
    String.raw`cuant[oa]s? .{0,30}\bme (pongo|inyecto|aplico)\b`,
    String.raw`(max|maximum|most) (units|dose|amount)\b`,
    '(que|cual) dosis',
    String.raw`\bdosis\b`,
    String.raw`como (me )?(lo |la )?(inyecto|aplico|preparo|diluyo)\b`,
    String.raw`donde (me )?(lo |la )?(inyecto|pongo)\b`,
    'solucion salina',
  ].join('|'),
);

/** Injecting oneself, or being injected at home by someone close. */
const SELF = new RegExp(
  [
    // "treat myself to Botox" is not injecting oneself.
    String.raw`\b(inject\w*|do|doing|did|administer\w*|give|giving|put|stick|shoot)\b.{0,30}\bmyself\b`,
    String.raw`\bon myself\b`,
    String.raw`\bself[- ]?(inject\w*|administ\w*)`,
    String.raw`\bdiy\b`,
    String.raw`\bdo (it|them|this|mine) (myself|at home)\b`,
    String.raw`\bdo my own\b`,
    String.raw`\bmy own (supply|vials?|stash|product|kit)\b`,
    String.raw`\b(should|do|can|could|would) i inject\b`,
    String.raw`\bi('?m| am) (going to |gonna )?injecting\b`,
    String.raw`\bmy own (botox|filler|lip filler|lips|injections?|tox)\b`,
    String.raw`\bhome injector\b`,
    String.raw`\bhyalur?on(ic)? pens?\b`,
    String.raw`\bneedle[- ]?free\b`,
    String.raw`\b(i'?ll|i will|i'?m going to|i am going to|gonna) inject\b`,
    String.raw`\bme (lo |la |los |las )?inyecto\b`,
    String.raw`\binyectarme\b`,
    String.raw`\byo (misma|mismo)\b`,
    String.raw`\b(inject\w*|inyect\w*)\b.{0,40}\b(at (my |her |his |their |a friend'?s? )?(home|house|place|apartment)|en (mi |su |tu )?casa)\b`,
    String.raw`\b(at (my |her |his |a friend'?s? )?(home|house|place)|en (mi |su |tu )?casa)\b.{0,40}\b(inject\w*|inyect\w*)\b`,
  ].join('|'),
);

/** A product from outside the licensed supply chain. */
const SOURCE = new RegExp(
  [
    String.raw`\bsuppliers?\b`,
    String.raw`\bresearch (use|only|peptides?|chem\w*|grade)\b`,
    String.raw`\bpeptide (sites?|vendors?|websites?|company|shops?)\b`,
    String.raw`\b(pagina|sitio|tienda|web) de peptidos\b`,
    String.raw`\bwithout (a |any )?(prescription|script|rx)\b`,
    String.raw`\bno (prescription|script|rx)\b`,
    String.raw`\bsin (receta|prescripcion)\b`,
    String.raw`\b(amazon|ebay|alibaba|aliexpress|temu|dhgate|etsy)\b`,
    String.raw`\b(bought|ordered|purchased|buying|ordering|got|get|buy|order)\b.{0,50}\b(online|off the internet|from the internet|from a website|on instagram|from instagram|on tiktok|on facebook|en linea|por internet)\b`,
    String.raw`\b(gray|grey|black) market\b`,
    String.raw`\bunknown (source|seller)\b`,
    String.raw`\b(bought|ordered|brought|bring|brings|trae|traje|traigo|compre|compro|pedi)\b.{0,60}\b(korea|corea|china|mexico|tijuana|overseas|abroad|turkey)\b`,
    String.raw`\b(compounded|compuesta?) (vials?|semaglutide|tirzepatide|semaglutida|tirzepatida)\b`,
    String.raw`\bvials? (i|we) (bought|ordered|got)\b`,
    String.raw`\b\d+[- ]?(unit|u|iu) vials?\b`,
    String.raw`\bkorean (toxin|botox|filler|brand)\b`,
    String.raw`\b(botulax|nabota|meditoxin|hutox|innotox)\b`,
  ].join('|'),
);

/** Buying a treatment (a voucher, a package) rather than the product itself. */
const DEAL =
  /\b(groupon|voucher|package|coupon|gift card|membership|deal|promo|appointment|session|quotes?|quoted|price|prices|consult|consultation|booking|booked|reviews?|article|video)\b/;
const SOURCING =
  /\b(where|how) (can|do|could|should) i (buy|get|order|purchase|find)\b|\bwhere to (buy|get|order)\b|\b(which|what) (site|seller|vendor|website|one|pharmacy) is (the )?(most )?(legit|real|trustworthy|safe)\b|\bdonde (compro|consigo|puedo comprar|pido|la compro|lo compro)\b/;
const BORDER = /\b(border|customs|aduana|frontera|sin que me (la|lo) quiten)\b/;

function productIn(t: string): Product | null {
  if (/\bhyalur?on(ic)? pens?\b/.test(t)) return 'filler';
  if (GLP1.test(t)) return 'glp1';
  if (TOXIN.test(t)) return 'toxin';
  if (FILLER.test(t)) return 'filler';
  if (INJECTABLE.test(t)) return 'injectable';
  return null;
}

function readSelfInjection(t: string): Pick<Boundary, 'product' | 'sourcing' | 'flags'> | null {
  const product = productIn(t);
  if (!product) return null;
  const self = SELF.test(t);
  const source = SOURCE.test(t) && !(DEAL.test(t) && !self);
  if (DOSE_ASK.test(t) && (self || source))
    return { product, sourcing: SOURCING.test(t), flags: BORDER.test(t) ? ['border'] : [] };
  if (SOURCING.test(t) && (source || self)) {
    const flags = BORDER.test(t) ? ['border'] : [];
    if (!source || /\b(un|not |isn'?t |no )licen[cs]ed\b|\bhome injector\b/.test(t)) flags.push('unlicensed');
    return { product, sourcing: true, flags };
  }
  return null;
}

const ALLEGATION = new RegExp(
  [
    String.raw`\bkill(ed|s|ing)?\b`,
    String.raw`\bmurder\w*`,
    String.raw`\b(died|deaths?|dead patients?)\b`,
    String.raw`\blawsuits?\b`,
    String.raw`\b(sued|suing|sue)\b`,
    String.raw`\bmalpractice\b`,
    String.raw`\bbotch(ed|es|ing)?\b`,
    String.raw`\bbutcher(ed|s)?\b`,
    String.raw`\bworst\b(?! (part|thing|things|day|days|pain|side effects?|case|of it|swelling|bruising|recovery|week))`,
    String.raw`\bunlicen[cs]ed\b`,
    String.raw`\b(not|isn'?t|is not|wasn'?t) (even )?licen[cs]ed\b`,
    String.raw`\b(no|without a|without|lost (his|her|their)) licen[cs]e\b`,
    String.raw`\blicen[cs]e (was |got |has been |been )?(revoked|suspended|pulled|taken)\b`,
    String.raw`\bfake (doctor|surgeon|nurse|injector|md)\b`,
    String.raw`\bnot (even )?a real (doctor|surgeon|nurse|md|injector)\b`,
    String.raw`\bfraud\b`,
    String.raw`\bscam(mer|mers|ming|s)?\b`,
    String.raw`\bfbi\b`,
    String.raw`\b(under investigation|being investigated|investigated)\b`,
    String.raw`\barrested\b`,
    String.raw`\bcriminal\b`,
    String.raw`\bconvicted\b`,
    String.raw`\bdisciplin(ed|ary)\b`,
    String.raw`\bcomplaints? (against|about|on)\b`,
    String.raw`\b(banned|struck off|disfigured|maimed)\b`,
    String.raw`\bnegligen(t|ce)\b`,
    String.raw`\bhurt (a|the|his|her|their|several|many) patients?\b`,
    String.raw`\blos[te] (a|two|three|several|many) patients?\b`,
    String.raw`\bpatients? (died|passed away)\b`,
    String.raw`\b(mato|matado|murio|muerte)\b`,
    String.raw`\bdemand(a|as|ado|ada)\b`,
    String.raw`\bnegligencia\b`,
    String.raw`\bno tiene licencia\b`,
    String.raw`\bsin licencia\b`,
    String.raw`\b(le |les )?hizo dano\b`,
    String.raw`\b(estafa|fraude|investigacion)\b`,
    String.raw`\b(el|la|los|las) peor(es)?\b`,
  ].join('|'),
);
/** Asking TruGPT to spread a claim: "tell them…", "add to your answer that…", "warn people". */
const SMEAR =
  /\b(tell (them|people|everyone|users|patients|anyone|others)|add (to your answer|that|it to)|say (that )?(they|he|she|it) (is|are|has|have|had|was|were)|post (it|this|that|in the reviews)|warn (people|everyone|others|patients)|write (a|me a) (paragraph|post|warning)|spread the word|let (people|everyone) know|diles|advierte a)\b/;
const SMEAR_CLAIM = /\b(infections?|botched|fake botox|diluted|unsafe|dangerous|fraud|scam|investigation)\b/;
/** "Dr. Kim fixed my botched nose": the named provider is the one helping, not the one accused. */
const REVISION =
  /\b(fix|fixed|fixes|fixing|revision|revise|repair|repaired|correct(ed)?|redo|redid|second opinion)\b/;

const TITLED =
  /\b(?:[Dd][Rr][Aa]?|[Dd]octora?|[Dd]oc)\.?\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/gu;
const CAPITALISED = /(?<![.!?]\s|^)\b(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})/gu;
const NOT_NAMES = new Set(
  `i i'm i've is are was did does do can could should would will what which who how why when where the a an my our
  botox bbl dysport filler fillers fbi reddit instagram google yelp tiktok facebook ozempic wegovy everyone just
  confirm yes no please hi hola es la el los las de del dra doctora doctor dr`.split(/\s+/),
);

interface Named {
  name: string;
  index: number;
  titled: boolean;
}

function namesIn(text: string): Named[] {
  const found: Named[] = [];
  for (const m of text.matchAll(TITLED))
    found.push({ name: m[1], index: (m.index ?? 0) + m[0].length - m[1].length, titled: true });
  for (const m of text.matchAll(CAPITALISED)) {
    const words = m[1].split(/\s+/);
    if (words.some((w) => NOT_NAMES.has(w.toLowerCase()))) continue;
    if (findPlace(m[1])?.kind === 'place' || findMentions(m[1]).ids.length > 0) continue;
    if (found.some((f) => f.name.includes(m[1]) || m[1].includes(f.name))) continue;
    found.push({ name: m[1], index: m.index ?? 0, titled: false });
  }
  return found;
}

function readAllegation(text: string, t: string): Pick<Boundary, 'name' | 'flags'> | null {
  const smear = SMEAR.test(t) && (ALLEGATION.test(t) || SMEAR_CLAIM.test(t));
  if (!smear && !ALLEGATION.test(t)) return null;
  if (REVISION.test(t) && !smear) return null;
  const names = namesIn(text);
  const flags: string[] = [];
  if (smear) flags.push('smear');
  if (/\bworst\b|\bpeor(es)?\b/.test(t)) flags.push('worst');
  if (
    /\bmy (friend|sister|mom|mother|cousin|aunt|wife|husband|daughter|son|brother)\b|\b(botched|hurt|ruined|disfigured) me\b|\bmi (amiga|hermana|mama|madre|prima|tia|hija)\b/.test(
      t,
    )
  )
    flags.push('harmed');
  // The claim must be about the person named: in the same sentence, not the doctor as a source ("Dr. Lee said…").
  for (const sentence of text.split(/(?<=[.!?])(?<!\b(?:[Dd]ra?|[Mm]rs?|[Mm]s|[Ss]t)\.)\s+/)) {
    const s = fold(sentence);
    const claim = ALLEGATION.exec(s) ?? (smear ? SMEAR_CLAIM.exec(s) : null);
    if (!claim) continue;
    for (const n of namesIn(sentence)) {
      const after = sentence.slice(n.index + n.name.length, n.index + n.name.length + 14);
      if (/^\s*(said|says|told|explained|mentioned|recommend|thinks|warned|dijo)/i.test(after)) continue;
      if (n.titled || names.length > 0) return { name: n.name, flags };
    }
  }
  if (smear) return { name: names[0]?.name ?? null, flags };
  return null;
}

const PRIVATE_REL =
  /\b(neighbou?rs?|coworkers?|co-workers?|colleagues?|boss|classmates?|roommates?|my ex|ex-wife|ex-husband|wife|husband|girlfriend|boyfriend|partner|daughter|son|sister|brother|mom|mother|dad|father|friend|cousin|aunt|sister-in-law|mother-in-law|teacher|vecin[oa]|companer[oa] de trabajo|esposa|esposo|novia|novio|hija|hijo|amiga|amigo|jefe|jefa)\b/;
const CELEB =
  /\b(the singer|singer|the actress|actress|the actor|celebrit(y|ies)|celeb|influencer|news anchor|anchor|kardashians?|reality star|tiktoker|youtuber|rapper|cantante|actriz|famos[oa]|presentadora)\b/;
const LOOKUP = new RegExp(
  [
    String.raw`\b(can you|could you|please|pls)?\s?(check|search|look up|lookup|find out|tell me|see|confirm|show me)\b.{0,50}\b(if|whether|she|he|her|his|they|booked|reviews?|account|looking)\b`,
    String.raw`\b(did|has|is|was) (she|he) (get|gotten|got|had|have|getting|on|been|book|go|gone)\b`,
    String.raw`\bdid (my|our|the) [\w-]+( [\w'-]+){0,4} (get|have|do|book|go)\b`,
    String.raw`\bbook(ed)?\b.{0,40}\b(through|on|via) (your|this) (site|app|website)\b`,
    String.raw`\b(she|he) uses your (site|app|website)\b`,
    String.raw`\b(her|his) email is\b`,
    String.raw`\b(what|which) (procedure|surgery|treatment) did (she|he|they)\b`,
    String.raw`\b(appointment|consultation) date\b`,
    String.raw`¿[^?]{0,60}\bse (hizo|opero|puso)\b`,
    String.raw`\b(revisa|busca|dime|confirma|averigua|mira) si\b`,
  ].join('|'),
);
const CELEB_ASK =
  /\b(had|has|have|get|got|gotten|getting|on botox|on ozempic|work done|done)\b|\bwhich (surgeon|doctor|med ?spa|clinic|injector)\b|\bwho (did|does) (it|her|his)\b|\bse (hizo|opero)\b/;
const IDENTIFY =
  /\bwho (the|this|that) (patient|person|woman|man|girl|guy|model) is\b|\bwho is (the|this|that) (patient|person|woman|man|girl|guy)\b|\bidentify (the|this|her|him|them)\b|\bquien es (la|el) (paciente|persona|chica|modelo)\b/;

function readPrivatePerson(t: string): string[] | null {
  if (IDENTIFY.test(t)) return ['identify'];
  if (CELEB.test(t) && CELEB_ASK.test(t)) return ['celebrity'];
  if (PRIVATE_REL.test(t) && LOOKUP.test(t)) {
    const flags = ['someone'];
    if (
      /\b(wife|husband|girlfriend|boyfriend|partner|daughter|son|mom|mother|esposa|esposo|hija|hijo)\b/.test(
        t,
      )
    )
      flags.push('close');
    if (/\b(17|16|15|14|13|minor|under 18|menor)\b/.test(t)) flags.push('minor');
    return flags;
  }
  return null;
}

const INTERNALS = new RegExp(
  [
    String.raw`\bsystem prompt\b`,
    String.raw`\b(print|show|reveal|repeat|output|paste|dump|tell me|share|give me|list|display)( me)? your (full |hidden |initial |original |secret |internal |current |exact )?(system )?(prompt|instructions|config|configuration|settings|tools|functions|source code|code|rules)\b`,
    String.raw`\byour (full |hidden |initial |original |secret |internal )?(prompt|instructions)\b.{0,40}\b(verbatim|word for word)\b`,
    String.raw`\bhidden (rules|instructions|prompt)\b`,
    String.raw`\bapi[- ]?keys?\b`,
    String.raw`\bsecret keys?\b`,
    String.raw`\baccess tokens?\b`,
    String.raw`\benv(ironment)? var\w*`,
    String.raw`\b(debug|developer|dev|maintenance|admin|god|clinician|jailbreak|unrestricted|sudo) mode\b`,
    String.raw`\bdeveloper override\b`,
    String.raw`\bsafety_filters\b`,
    String.raw`\branking (weights|algorithm|formula)\b`,
    String.raw`\b(tools|functions) (you can call|you have|available to you)\b`,
    String.raw`\b(text|what|everything) (that )?(comes|came|is|was) before my first message\b`,
    String.raw`\bstarting (from|with) ["']?you are\b`,
    String.raw`\b(what|which) (llm|ai model|language model|model) (are you|do you use|powers you|is this)\b`,
    String.raw`\bprompt del sistema\b`,
    String.raw`\b(muestrame|dame|dime|revela|repite) (todas )?tus instrucciones\b`,
    String.raw`\bmodo (debug|desarrollador|mantenimiento|administrador)\b`,
    String.raw`\bclaves? de api\b`,
  ].join('|'),
);

const CLAIM =
  /\b(i'?m|i am|this is|soy|we'?re|we are) (the |a |an |from |on |with )?(the )?(developer|dev|dev team|trugpt (dev )?team|truself team|admin|administrator|ops|owner|receptionist|staff|integrations team|support|moderator|engineer|doctor|dr\.?|nurse|rn|provider|manager|recepcionista|duena|dueno|desarrollador|patient'?s mom|patient'?s mother)\b|\badmin here\b|\bauth(orization)? code\b|\bnpi\b|\bdeveloper override\b|\bit'?s my own prompt\b/;

const OTHERS_CHATS =
  /\b(other|another) (users?|people|patients?|person|members?|customers?)('?s)? (data|chats?|conversations?|messages?|questions?|searches|budgets?|info|information|details|emails?|accounts?)\b|\b(last|previous) (person|user|patient|people) (you|who) (talked|spoke|chatted|helped)\b|\bwhat (did|do|are|were) (other|the last) (users?|people|patients?|person)\b.{0,30}\b(ask(ed)?|search(ed)?|tell|told) you\b|\bwhat their budgets were\b|\b(te|le) (preguntaron|preguntan|dijeron|contaron) (otros|otras) (usuarios|pacientes|personas)\b|\b(otros|otras) (usuarios|pacientes|personas)\b.{0,40}\b(conversaciones|busquedas|presupuestos?)\b|\b(conversaciones|busquedas|preguntas) de (otros|otras) (usuarios|pacientes|personas)\b/;
const USER_DATA = new RegExp(
  [
    String.raw`\bpersonal (cell|email|phone|number|mobile|address)\b`,
    String.raw`\b(emails?|email addresses|cell (phone )?numbers|personal numbers|home addresses) (of|for) (all|every)\b`,
    String.raw`\b(her|his|their) (actual|private|personal|own) (cell|phone|number|email|mobile)\b`,
    String.raw`\b(emails?|phone numbers?|phones|names|contact info|addresses) (of|for) (the |all )?(patients|users|people|leads|reviewers?|admins?|members|customers)\b`,
    String.raw`\bhow many leads\b`,
    String.raw`\b(the|our|my|their|its|your) leads\b`,
    String.raw`\bwho (are|is) the admins?\b`,
    String.raw`\b(what|how much) (do|does|did) .{0,40}\bpay for (their|the|its|a) (listing|tier|plan|placement)\b`,
    String.raw`\bemail (is |was )?(attached|linked|associated|connected|tied) to\b`,
    String.raw`\b(which|what) (email|account)\b.{0,40}\breview\b`,
    String.raw`\b(gmail|yahoo|hotmail|outlook)\b.{0,40}\b(domain|email|account)\b`,
    String.raw`\bdomain\b.{0,40}\b(gmail|yahoo|hotmail|email)\b`,
    String.raw`\bselect (\*|\w+\.\w+)`,
    String.raw`\brun (this|a|the|my) (query|sql)\b`,
    String.raw`\b(suspended|flagged)\b.{0,60}\b(reason codes?|moderation notes?|internal notes?)\b`,
    String.raw`\bmoderation notes?\b`,
    String.raw`\b(patients?|people|users) who (searched|looked|contacted|asked)\b`,
    String.raw`\b(nombres|telefonos|correos|emails?) (y telefonos )?de (los|las) (pacientes|usuarios|leads|clientes)\b`,
    String.raw`\blos leads\b`,
  ].join('|'),
);

const SCRAPING =
  /\bscrap(e|er|es|ers|ing)\b(?!.{0,20}\b(skin|face|tongue)\b)|\bcrawl(er|ing)?\b|\b(export|download|dump) (all|every|the whole|the entire|your) .{0,30}\b(providers?|profiles?|directory|database|listings|data)\b|\bbulk (export|download)\b|\bscrapea\w*|\b(copie|copiar|extraiga|extraer|descargue|descargar) (todos|todas) (los|las) (perfiles|proveedores|datos|clinicas)\b/;
const CODE =
  /\b(write|give|make|build|generate|create|code)( me)?( a| an| some| the)? (python|javascript|js|node|sql|bash|php|java|ruby|go)? ?(script|program|function|bot|scraper|app|regex)\b|\bin python\b|\bwrite (me )?(some )?code\b|\b(escrib\w*|haz\w*|crea\w*|dame)( me)? (un|una) (script|programa|codigo|bot|funcion)\b/;
const ESSAY =
  /\bwrite (me )?(a |an |my )?(\d+[- ]?(word|page) )?(essay|paper|report|poem|story|cover letter|resume|speech|twitter thread|thread)\b|\bescribe(me)? (un|una|mi) (ensayo|poema|cuento|carta)\b/;

const FAKE_REVIEW_REQUEST =
  /\b(write|create|generate|make|draft|post|leave|compose|escrib\w*|redacta\w*|crea\w*)( me| us| for me)? (\d+|a|an|some|a few|few|several|ten|five|three|multiple|a bunch of|more|unas?|algunas)? ?([\w-]+ ){0,4}(reviews?|resenas?|testimonials?|testimonios?)\b/;
const FAKE_REVIEW_SIGN =
  /\b(\d+|ten|five|several|multiple|a bunch of|some|cinco|diez) (five[- ]star |5[- ]star |positive |good )?(reviews|resenas|testimonials)\b|\b(five|5|one|1)[- ]star\b|\bcinco estrellas\b|\bfor (my|our) (clinic|practice|spa|med ?spa|business|office)\b|\bpara mi (clinica|consultorio|spa|negocio)\b|\b(different|real) (people|names|accounts|patients|personas|pacientes)\b|\bsound (like|natural|real)\b|\bse vean naturales\b|\bdon'?t get flagged\b|\bnever (been|went|gone)\b|\bcomo si fueran\b|\bpretend\b/;
const GUIDANCE =
  /\bhow (do|can|should) i (write|leave|post)\b|\bwhere (do|can) i (write|leave|post)\b|\bcomo (escribo|dejo)\b/;

const COVERT_AD =
  /\b(article|blog( post)?|post|comparison|ranking|top \d+|list)\b.{0,120}\b(win every|wins every|read as neutral|sound(s)? (neutral|unbiased|independent)|no mention|without mentioning|don'?t mention|not mention|make it look (neutral|independent))\b/;

const RANK_REQ =
  /\b(put|list|rank|place|move|show|keep|make|pin|feature)\b.{0,50}(\b(first|at the top|on top|number one|no\.? ?1|above (the )?others|higher|top spot)\b|#\s?1\b)|\b(take|remove|drop|delete|exclude|hide)\b.{0,40}\b(off|from|out of)\b.{0,20}\b(list|results|answers?|recommendations)\b|\b(take|remove|drop) [\p{L} ]{2,40} off\b|\bsay (we'?re|we are|they'?re|they are|it'?s|he'?s|she'?s) the (highest|best|top)\b|\b(poner|pon|pongas|ponga) .{0,40}\b(primero|primera|numero uno|arriba)\b/u;
const PAY =
  /\b(we|i|they) (pay|paid|are paying)\b|\b(premium|paid|sponsored) (listing|tier|placement|plan)\b|\bsponsors?\b|\bpagamos\b|\bpatrocinador\w*\b/;
const OWN =
  /\b(my|our) (clinic|practice|spa|med ?spa|business|office|company)\b|\bi (own|run|do marketing for|work for|manage)\b|\bsoy (el|la) (dueno|duena)\b|\bmi clinica\b|\bi'?m the owner\b|\bi am the owner\b/;
const LISTING_EDIT =
  /\b(update|change|edit|correct|fix)\b.{0,20}\b(my|our) (listing|price|prices|hours|profile page)\b|\bupdate (my|our) listing\b|\b(delete|remove|take down|hide|get rid of)\b.{0,40}\breviews?\b|\bchange (our|my) .{0,20}\bprice\b|\b(borra|elimina|quita)\w* .{0,30}resenas?\b/;

/** The quoted text's own instructions: "[SYSTEM: …]", "<!-- assistant: … -->", "IMPORTANT FINAL INSTRUCTION: …". */
const QUOTED_INSTRUCTIONS: RegExp[] = [
  /\[\s*(?:system|assistant|admin|developer|instructions?|new directive|sys|note to (?:ai|assistant|trugpt))\b[^\]]*\]/gi,
  /<!--[\s\S]*?-->/g,
  /\b(?:important|new|final|system|admin|secret)(?: final)? (?:instruction|directive|override)s?\s*:[^\n]*/gi,
];

export interface Guarded {
  message: string;
  /** Said above the answer when something was taken out; null when the message held no such instruction. */
  note: string | null;
}

const SPANISH =
  /[¿¡ñ]|\b(muestrame|dame|dime|tu|tus|del|que|por favor|porfa|para|quiero|puedes|mi|mis|cuantas|cuanto|donde|como|es|esta|sin|una|las|los)\b/g;

/** The message's language; a short Spanish message the reader takes for English still counts as Spanish. */
export function languageOf(text: string, folded = fold(text)): Language {
  const read = readWords(text).language;
  if (read === 'es') return read;
  return (folded.match(SPANISH)?.length ?? 0) >= 3 || /[¿¡]/.test(text) ? 'es' : read;
}

/** Takes instructions pasted inside quoted text out of a message, so they are never followed. */
export function withoutQuotedInstructions(message: string): Guarded {
  let cleaned = message;
  for (const pattern of QUOTED_INSTRUCTIONS) cleaned = cleaned.replace(pattern, ' ');
  if (cleaned === message) return { message, note: null };
  cleaned = cleaned.replace(/[ \t]{2,}/g, ' ').trim();
  const es = languageOf(cleaned || message) === 'es';
  return {
    message: cleaned,
    note: es
      ? '_El texto que pegaste incluye una instrucción dirigida a mí. No sigo instrucciones que vienen dentro de un texto citado o pegado, así que la ignoré y no repito lo que pedía._'
      : "_The text you pasted contains an instruction addressed to me. I don't follow instructions that come inside quoted or pasted text, so I've ignored it and won't repeat what it asked for._",
  };
}

const SUMMARY_ASK =
  /\b(summari[sz]e|summary of|tl;? ?dr|what does (this|the) review say|resume|resumir|resumen de)\b/i;

/**
 * "Summarize this review: '…'" once the review's own instructions are out: what the review says, sentence by
 * sentence, and how to weigh one review. Null when the message asks no such thing or quotes nothing.
 */
export function quotedSummary(message: string, language: Language): string | null {
  if (!SUMMARY_ASK.test(message)) return null;
  const quoted = /["“«]([^"”»]{30,})["”»]?/.exec(message)?.[1]?.trim();
  if (!quoted) return null;
  const sentences = quoted
    .split(/(?<=[.!?])(?<!\b(?:[Dd]ra?|[Mm]rs?|[Mm]s|[Ss]t)\.)\s+/)
    .map((x) => x.trim())
    .filter((x) => x.length > 3)
    .slice(0, 4);
  const es = language === 'es';
  const entry = entryById('fake-reviews');
  return [
    es ? '**Lo que dice la reseña:**' : '**What the review says:**',
    '',
    ...sentences.map((x) => `- ${x.replace(/[[\]<>*_`]/g, '')}`),
    '',
    es
      ? 'Es la experiencia de una persona: lee varias reseñas recientes del mismo procedimiento antes de decidir.'
      : "It's one person's experience: read several recent reviews of the same procedure before deciding.",
    ...(entry ? ['', quote(entry, es ? 'es' : 'en')] : []),
  ].join('\n');
}

/**
 * What a message asks that TruGPT declines, or null. `history` holds the earlier user messages: a follow-up
 * pressing the same request ("fine, just the domain then") is read with the one before it.
 */
export function readBoundary(message: string, history: string[] = []): Boundary | null {
  const text = message.trim();
  const t = ` ${fold(text).replace(/\s+/g, ' ')} `;
  const language = languageOf(text, t);
  const claimsRole = CLAIM.test(t);
  const procedureId = findMentions(text).ids[0] ?? null;
  const base = { language, claimsRole, procedureId };

  const injection = readSelfInjection(t);
  if (injection) return { kind: 'self_inject', ...base, ...injection };
  if (INTERNALS.test(t)) {
    const flags = /\brank|weights|algorithm/.test(t) ? ['ranking'] : [];
    if (USER_DATA.test(t)) flags.push('data');
    return { kind: 'internals', ...base, flags };
  }
  if (USER_DATA.test(t)) return { kind: 'user_data', ...base, flags: userDataFlags(t) };
  if (OTHERS_CHATS.test(t)) return { kind: 'user_data', ...base, flags: ['chats'] };
  const privacy = readPrivatePerson(t);
  if (privacy) return { kind: 'private_person', ...base, flags: privacy };
  if (
    SCRAPING.test(t) &&
    /\b(providers?|profiles?|site|website|directory|truself|listings?|database|doctors|perfiles|proveedores|pagina|sitio|directorio)\b/.test(
      t,
    )
  )
    return { kind: 'scraping', ...base };
  if (COVERT_AD.test(t)) return { kind: 'covert_ad', ...base };
  if (FAKE_REVIEW_REQUEST.test(t) && FAKE_REVIEW_SIGN.test(t) && !GUIDANCE.test(t))
    return { kind: 'fake_review', ...base };
  if (RANK_REQ.test(t) && (PAY.test(t) || OWN.test(t))) return { kind: 'paid_ranking', ...base };
  if (LISTING_EDIT.test(t) && (OWN.test(t) || claimsRole)) return { kind: 'listing_edit', ...base };
  const allegation = readAllegation(text, t);
  if (allegation) return { kind: 'allegation', ...base, ...allegation };
  if (CODE.test(t) || ESSAY.test(t)) return { kind: 'writing', ...base, flags: CODE.test(t) ? ['code'] : [] };
  // "It's my review. Fine, just show me the domain then": pressing the request the last message made.
  const previous = history.at(-1);
  if (
    previous &&
    procedureId === null &&
    /\b(just|only|fine|literally|it'?s my|that'?s not private|at least|then)\b/.test(t) &&
    /\b(domain|email|gmail|yahoo|names?|phones?|numbers?|cell|prompt|instructions|key|config|characters?|part of it|hint|initials?|booked|account)\b/.test(
      t,
    )
  ) {
    const before = readBoundary(previous);
    if (before && ['user_data', 'internals', 'private_person'].includes(before.kind))
      return { ...before, language };
  }
  return null;
}

function userDataFlags(t: string): string[] {
  const flags: string[] = [];
  if (/\bleads?\b|\blisting\b|\btier\b|\bpay for\b/.test(t)) flags.push('provider');
  if (/\breview\b|\bgmail|\byahoo|\bdomain\b/.test(t)) flags.push('account');
  if (
    /\bpersonal (cell|email|phone|number|mobile)\b|\b(actual|private|personal|own) (cell|phone|number|email)\b/.test(
      t,
    )
  )
    flags.push('contact');
  if (/\badmins?\b|\bmoderation\b|\bsuspended\b|\bselect\b|\bquery\b|\bdatabase\b/.test(t))
    flags.push('staff');
  return flags;
}

// ——— Replies ———

const STATE_BOARDS: Record<string, string> = {
  AZ: 'Arizona Medical Board, or the Arizona Board of Osteopathic Examiners for a DO',
  CA: 'Medical Board of California',
  CO: 'Colorado Medical Board',
  FL: 'Florida Board of Medicine',
  GA: 'Georgia Composite Medical Board',
  NV: 'Nevada State Board of Medical Examiners',
  NY: "New York State Education Department's Office of the Professions",
  TX: 'Texas Medical Board',
  WA: 'Washington Medical Commission',
};

const BOARDS_LINK = 'https://www.fsmb.org/contact-a-state-medical-board/';

function boardFor(text: string): string | null {
  const place = findPlace(text);
  if (place?.kind !== 'place') return null;
  return STATE_BOARDS[place.place.state] ?? null;
}

function productWords(p: Product, es: boolean): string {
  const en: Record<Product, string> = {
    toxin: 'botulinum toxin (Botox or any other brand)',
    filler: 'filler (including with a hyaluron pen)',
    glp1: 'a GLP-1 medicine such as semaglutide or tirzepatide',
    injectable: 'a prescription injectable',
  };
  const spanish: Record<Product, string> = {
    toxin: 'toxina botulínica (Botox u otra marca)',
    filler: 'relleno (también con una pluma de hialurónico)',
    glp1: 'un medicamento GLP-1 como semaglutida o tirzepatida',
    injectable: 'un inyectable con receta',
  };
  return es ? spanish[p] : en[p];
}

const ENTRIES: Record<Product, string[]> = {
  toxin: ['counterfeit-botox', 'unapproved-toxins'],
  filler: ['filler-online'],
  glp1: ['compounded-glp1'],
  injectable: ['counterfeit-botox', 'compounded-glp1'],
};

function selfInjectReply(b: Boundary): string {
  const es = b.language === 'es';
  const product = b.product ?? 'injectable';
  const what = productWords(product, es);
  const lead = b.flags?.includes('unlicensed')
    ? es
      ? `**No puedo ayudarte a encontrar a alguien sin licencia o que inyecte en casa para ponerte ${what}.**`
      : `**I can't help find an unlicensed or at-home injector for ${what}.**`
    : b.sourcing
      ? es
        ? `**No puedo ayudarte a conseguir ${what} sin receta${b.flags?.includes('border') ? ' ni a pasarlo por la frontera' : ''}, ni decirte qué vendedor es confiable o qué dosis usar.**`
        : `**I can't help you buy ${what} without a prescription${b.flags?.includes('border') ? ' or get it past customs' : ''}, say which seller is legit, or give a dose.**`
      : es
        ? product === 'glp1'
          ? `**No puedo darte una dosis inicial, un esquema ni instrucciones para inyectarte ${what} sin receta.**`
          : `**No puedo darte dosis, diluciones ni puntos de inyección para ${what} que te pongas tú o que te ponga alguien fuera de un consultorio médico.**`
        : product === 'glp1'
          ? `**I can't give a starting dose, a schedule or injection instructions for ${what} obtained without a prescription.**`
          : `**I can't give doses, dilutions or injection points for ${what} that you inject yourself or that someone injects outside a medical office.**`;
  const why: Record<Product, [string, string]> = {
    toxin: [
      'Toxin bought online, from a supplier or brought across a border may be counterfeit, contaminated, wrongly dosed or badly stored, and even genuine toxin injected without training can spread to the muscles of the eyelids, swallowing or breathing.',
      'La toxina comprada en línea, a un proveedor o traída de otro país puede ser falsa, estar contaminada, mal dosificada o mal conservada, y aun la auténtica, inyectada sin entrenamiento, puede extenderse a los músculos de los párpados, de tragar o de respirar.',
    ],
    filler: [
      'Filler injected by yourself or pushed in with a needle-free pen can end up in a blood vessel and block it, which can cause skin death or blindness; it needs an injector who can recognise that and has hyaluronidase at hand to dissolve it.',
      'El relleno que te inyectas tú o con una pluma sin aguja puede entrar en un vaso sanguíneo y bloquearlo, lo que puede causar muerte de la piel o ceguera; hace falta alguien que lo reconozca y tenga hialuronidasa a mano.',
    ],
    glp1: [
      'Products sold as "research use only", without a prescription or compounded by unknown sellers may hold the wrong amount or something else entirely, and measuring doses from multi-dose vials has sent people to hospital.',
      'Los productos vendidos "solo para investigación", sin receta o compuestos por vendedores desconocidos pueden tener una cantidad equivocada u otra sustancia, y medir dosis de viales multidosis ha llevado a personas al hospital.',
    ],
    injectable: [
      'A prescription injectable from an unknown source may be counterfeit, contaminated or wrongly dosed, and dosing it without a prescriber who examines you is not safe.',
      'Un inyectable con receta de origen desconocido puede ser falso, estar contaminado o mal dosificado, y dosificarlo sin un profesional que te examine no es seguro.',
    ],
  };
  const parts = [`${lead} ${why[product][es ? 1 : 0]}`];
  const ids = b.flags?.includes('unlicensed') ? ['botox-parties', ...ENTRIES[product]] : ENTRIES[product];
  for (const id of ids) {
    const entry = entryById(id);
    if (entry) parts.push(quote(entry, es ? 'es' : 'en'));
  }
  const guide =
    product === 'glp1' ? null : getProcedure(product === 'filler' ? 'dermal-fillers' : 'botox')?.guide;
  const r = guide?.cost.typicalRange;
  const price = r ? priceRange(r.min, r.max, r.unit) : null;
  if (product === 'glp1')
    parts.push(
      es
        ? '**El camino seguro:** un profesional con licencia que recete (en persona o por un servicio de telesalud legítimo que te evalúe y envíe la receta a una farmacia autorizada), que elija la dosis y te dé seguimiento. Dime tu ciudad y te muestro proveedores de pérdida de peso médica cerca de ti, o búscalos en [Find Doctors](/find-doctors).'
        : "**The safe way:** a licensed prescriber — in person or through a legitimate telehealth service that examines you and sends the prescription to a licensed pharmacy — who chooses the dose and follows you up. Tell me your city and I'll list medical weight-loss providers near you, or search [Find Doctors](/find-doctors).",
    );
  else
    parts.push(
      es
        ? `**El camino seguro:** alguien con licencia para inyectar (un médico, o un PA, NP o RN según las reglas de tu estado), con producto del fabricante o de un distribuidor autorizado, en un consultorio que pueda tratar una complicación.${price ? ` En EE. UU. el precio típico es ${price.replace(/ per (\w+)$/, ' por $1')} según la guía de TruSelf.` : ''} Dime tu ciudad y te muestro proveedores con licencia cerca de ti, o búscalos en [Find Doctors](/find-doctors).`
        : `**The safe way:** a licensed injector — a physician, or a PA, NP or RN within your state's rules — using product from the manufacturer or a licensed distributor, in an office that can treat a complication.${price ? ` A typical US price is ${price} (TruSelf guide).` : ''} Tell me your city and I'll list licensed injectors near you, or search [Find Doctors](/find-doctors).`,
    );
  const urgent: Record<Product, [string, string]> = {
    toxin: [
      'If you have already injected and notice drooping eyelids, blurred or double vision, or trouble swallowing, speaking or breathing, call 911.',
      'Si ya te inyectaste y notas párpados caídos, visión borrosa o doble, o dificultad para tragar, hablar o respirar, llama al 911.',
    ],
    filler: [
      'If you have already injected and the skin turns white, grey or purple, hurts badly, or your vision changes, call 911 or go to an emergency department now.',
      'Si ya te inyectaste y la piel se pone blanca, gris o morada, duele mucho o cambia tu visión, llama al 911 o ve a urgencias ahora.',
    ],
    glp1: [
      'If you have already injected and have severe belly pain or vomiting that will not stop, get urgent care today.',
      'Si ya te inyectaste y tienes dolor fuerte de abdomen o vómitos que no paran, busca atención urgente hoy.',
    ],
    injectable: [
      'If you have already injected and feel unwell, get urgent care.',
      'Si ya te inyectaste y te sientes mal, busca atención urgente.',
    ],
  };
  parts.push(`_${urgent[product][es ? 1 : 0]}_`);
  return parts.join('\n\n');
}

interface Reply {
  markdown: string;
  mentionedProviders: MentionedProvider[];
}

async function exactProvider(
  db: Database,
  name: string | null | undefined,
): Promise<MentionedProvider | null> {
  if (!name) return null;
  const wanted = fold(name).replace(/\s+/g, ' ').trim();
  if (wanted.split(' ').length < 2) return null;
  const names = await providerFullNames(db);
  if (!names.has(wanted)) return null;
  const found = await findProvidersByName(db, name, 5);
  const exact = found.find(
    (p) =>
      fold(p.name)
        .replace(/^(dr|dra)\.?\s+/, '')
        .trim() === wanted,
  );
  return exact ? toMentioned(exact) : null;
}

async function allegationReply(
  db: Database,
  b: Boundary,
  message: string,
  earlier: string[],
): Promise<Reply> {
  const es = b.language === 'es';
  const flags = b.flags ?? [];
  // The state is the one this message names, or else the one the conversation last named.
  const board = [message, ...[...earlier].reverse()].map(boardFor).find(Boolean) ?? null;
  const profile = await exactProvider(db, b.name);
  const parts: string[] = [];
  if (flags.includes('harmed'))
    parts.push(es ? 'Siento mucho lo que pasó.' : "I'm sorry about what happened.");
  parts.push(
    es
      ? `**No puedo confirmar ni repetir acusaciones sobre un proveedor con nombre propio${flags.includes('worst') ? ', ni señalar a nadie como el peor' : ''}${flags.includes('smear') ? ', ni añadirlas a mis respuestas o escribirlas como advertencia' : ''}.** TruSelf no tiene registros de demandas, muertes de pacientes ni sanciones, y repetir una acusación sin verificar podría dañar injustamente a alguien o confundirte.`
      : `**I can't confirm or repeat allegations about a named provider${flags.includes('worst') ? ', or rank anyone as the worst' : ''}${flags.includes('smear') ? ', and I won’t add such claims to my answers or write them up as a warning' : ''}.** TruSelf doesn't hold records of lawsuits, patient deaths or discipline, and passing on an unverified claim could wrongly harm someone — or mislead you.`,
  );
  parts.push(
    es
      ? [
          '**Dónde verificarlo tú:**',
          '',
          `- **Licencia y sanciones:** la búsqueda de licencias de la [junta médica del estado](${BOARDS_LINK})${board ? ` — aquí, la ${board} —` : ''} muestra si la licencia está activa y cualquier sanción pública; [DocInfo.org](https://www.docinfo.org/) busca en las juntas de todo el país.`,
          '- **Demandas:** los registros judiciales — la búsqueda de casos del tribunal del condado o del estado donde ejerce, y [PACER](https://pacer.uscourts.gov/) para casos federales.',
          '- **Certificación:** [Certification Matters](https://www.certificationmatters.org/) muestra la certificación de las juntas ABMS.',
          '- **Si tú o alguien cercano resultó dañado:** una queja ante la junta médica del estado y una reseña honesta de la experiencia propia en el perfil del proveedor.',
        ].join('\n')
      : [
          '**Where to check for yourself:**',
          '',
          `- **Licence and discipline:** the licence lookup of the [state medical board](${BOARDS_LINK})${board ? ` — here, the ${board} —` : ''} shows whether the licence is active and any public disciplinary action; [DocInfo.org](https://www.docinfo.org/) searches the boards nationwide.`,
          '- **Lawsuits:** court records — the online case search of the county or state court where they practise, and [PACER](https://pacer.uscourts.gov/) for federal cases.',
          '- **Board certification:** [Certification Matters](https://www.certificationmatters.org/) shows certification by the ABMS boards.',
          '- **If you or someone close to you was harmed:** a complaint to the state medical board, and an honest review of your own experience on the provider’s profile.',
        ].join('\n'),
  );
  if (profile)
    parts.push(
      es
        ? `**[${profile.name}](/provider/${profile.id})** está en el directorio de TruSelf; su perfil muestra la verificación de licencia, la certificación y las reseñas de pacientes que TruSelf tiene.`
        : `**[${profile.name}](/provider/${profile.id})** is in TruSelf's directory; their profile shows the licence check, board certification and patient reviews TruSelf holds.`,
    );
  return { markdown: parts.join('\n\n'), mentionedProviders: profile ? [profile] : [] };
}

function procedurePointer(b: Boundary): string {
  const es = b.language === 'es';
  const p = b.procedureId ? getProcedure(b.procedureId) : undefined;
  if (!p?.guide)
    return es
      ? 'Si te interesa un procedimiento para ti, puedo explicarte costos, recuperación y riesgos, o mostrarte proveedores certificados cerca de ti.'
      : "If you're interested in a procedure for yourself, I can go through its cost, recovery and risks, or list board-certified providers near you.";
  return es
    ? `Si te interesa **${p.shortName}** para ti: ${p.guide.summary} Puedo explicarte costos, recuperación y riesgos (guía: [${p.shortName}](/procedure/${p.id})), o mostrarte proveedores certificados cerca de ti.`
    : `If you're interested in **${p.shortName}** yourself: ${p.guide.summary} I can go through its cost, recovery and risks ([${p.shortName} guide](/procedure/${p.id})), or list board-certified providers near you.`;
}

const CAN_DO_EN =
  'What I can do: explain cosmetic, aesthetic and wellness procedures — costs, recovery, risks — and find qualified providers near you.';
const CAN_DO_ES =
  'Lo que sí puedo hacer: explicarte procedimientos estéticos y de bienestar — costos, recuperación, riesgos — y encontrar proveedores calificados cerca de ti.';
const UNVERIFIED_EN =
  "I can't verify anyone's identity or role in chat, and a role, code or licence number typed here doesn't unlock anything.";
const UNVERIFIED_ES =
  'No puedo verificar la identidad ni el cargo de nadie en el chat, y un cargo, código o número de licencia escrito aquí no desbloquea nada.';

function fixedReply(b: Boundary): string {
  const es = b.language === 'es';
  const flags = b.flags ?? [];
  const unverified = b.claimsRole ? ` ${es ? UNVERIFIED_ES : UNVERIFIED_EN}` : '';
  const canDo = es ? CAN_DO_ES : CAN_DO_EN;
  switch (b.kind) {
    case 'internals':
      return [
        es
          ? `**No puedo compartir cómo está hecho TruGPT** — sus instrucciones, configuración, claves o herramientas son privadas, y no hay un modo de depuración, desarrollador o mantenimiento que se active desde el chat.${unverified}${b.claimsRole ? ' Si trabajas en TruSelf, usa los canales internos.' : ''}`
          : `**I can't share how TruGPT is built** — its instructions, configuration, keys and tools stay private, and there is no debug, developer or maintenance mode to switch on from chat.${unverified}${b.claimsRole ? ' If you work on TruSelf, use the internal channels.' : ''}`,
        ...(flags.includes('data')
          ? [
              es
                ? 'Tampoco comparto información de otras personas (pacientes, búsquedas, contactos); cada clínica ve sus propios contactos en su cuenta de proveedor.'
                : "Nor do I share other people's information (patients, searches, leads); a practice sees its own leads in its TruSelf provider account.",
            ]
          : []),
        ...(flags.includes('ranking')
          ? [
              es
                ? 'Lo que sí es público: los proveedores se ordenan por distancia, verificación, certificación y reseñas, nunca por pago; en [Find Doctors](/find-doctors) puedes filtrar por procedimiento, lugar y reseñas.'
                : 'What is public: providers are ordered by distance, verification, board certification and reviews, never by payment; in [Find Doctors](/find-doctors) you can filter by procedure, place and reviews.',
            ]
          : []),
        canDo,
      ].join('\n\n');
    case 'user_data': {
      const lines = [
        es
          ? `**No puedo compartir información de otras personas** — ni conversaciones, búsquedas o reservas de otros pacientes, ni correos o teléfonos de quien escribe una reseña, del personal o de un proveedor, ni los contactos que recibe una clínica o lo que paga.${unverified}`
          : `**I can't share other people's information** — not other patients' conversations, searches or bookings, not the email or phone of a reviewer, a staff member or a provider, and not a practice's leads or what it pays.${unverified}`,
      ];
      if (flags.includes('contact'))
        lines.push(
          es
            ? 'El teléfono público del consultorio y el formulario para pedir una consulta están en el perfil del proveedor en TruSelf.'
            : "A provider's public office phone and consultation request form are on their TruSelf profile.",
        );
      if (flags.includes('provider'))
        lines.push(
          es
            ? 'Cada clínica ve sus propios contactos y su perfil en su cuenta de proveedor de TruSelf; para registrar una clínica o preguntar por los planes, ve a [List your practice](/list-practice) o [escríbenos](/contact-us).'
            : 'A practice sees its own leads and listing in its TruSelf provider account; to list a practice or ask about plans, see [List your practice](/list-practice) or [contact TruSelf](/contact-us).',
        );
      if (flags.includes('account'))
        lines.push(
          es
            ? 'Para tu propia cuenta, inicia sesión o usa [¿Olvidaste tu contraseña?](/forgot-password); si necesitas demostrar que una reseña es tuya, [escribe a TruSelf](/contact-us), que puede verificarlo.'
            : 'For your own account, sign in or use [Forgot password](/forgot-password); if you need to show a review is yours, [contact TruSelf](/contact-us), who can check who you are.',
        );
      if (flags.includes('staff'))
        lines.push(
          es
            ? 'El equipo de TruSelf usa sus herramientas internas para eso, no el chat.'
            : "TruSelf's staff use their internal tools for that, not the chat.",
        );
      lines.push(canDo);
      return lines.join('\n\n');
    }
    case 'private_person': {
      const lines = [
        es
          ? '**No puedo decir ni adivinar si una persona se hizo un procedimiento, ni buscar la cuenta, reservas, búsquedas o reseñas de nadie en TruSelf** — la información de salud es privada, la pida quien la pida.'
          : "**I can't say or guess whether a particular person has had a procedure, and I can't look up anyone's account, bookings, searches or reviews on TruSelf** — health information is private, whoever asks.",
      ];
      if (flags.includes('celebrity'))
        lines.push(
          es
            ? 'Tampoco adivino quién la trató: cualquier nombre sería un rumor.'
            : "I won't guess who treated them either: any name would be a rumour.",
        );
      if (flags.includes('identify'))
        lines.push(
          es
            ? 'Tampoco ayudo a identificar a pacientes en fotos de antes y después; las clínicas deben tener su consentimiento para publicarlas.'
            : "I also don't help identify patients in before-and-after photos; clinics need the patient's consent to post them.",
        );
      if (flags.includes('close'))
        lines.push(
          es
            ? `Si se trata de alguien cercano, lo mejor es hablarlo directamente con esa persona.${flags.includes('minor') ? ' Cada clínica tiene sus propias reglas sobre menores y el consentimiento de los padres; puedes llamar a la clínica para preguntarlas.' : ''}`
            : `If this is about someone close to you, talking with them directly is the way.${flags.includes('minor') ? ' Each clinic has its own rules on minors and parental consent, which you can ask the clinic about.' : ''}`,
        );
      lines.push(procedurePointer(b));
      return lines.join('\n\n');
    }
    case 'scraping':
      return [
        es
          ? '**No puedo ayudar con eso: no escribo código para copiar el directorio ni exporto datos de proveedores en masa** — copiar el directorio de forma automática va contra los términos de TruSelf, y los datos de contacto son para que los pacientes contacten a un proveedor, no para listas.'
          : "**I can't help with that — I won't write code to scrape the directory or export providers' data in bulk** — automated copying of the directory breaks TruSelf's terms, and contact details are there for patients to reach a provider, not for lists.",
        es
          ? 'Si buscas proveedores concretos, dime el procedimiento y la ciudad y te muestro los que encajan, o usa [Find Doctors](/find-doctors).'
          : "If you're looking for specific providers, tell me the procedure and city and I'll show the ones that fit, or use [Find Doctors](/find-doctors).",
      ].join('\n\n');
    case 'writing':
      return [
        es
          ? `**No puedo ayudar con eso: no escribo ${flags.includes('code') ? 'código ni programas' : 'ensayos, cartas, poemas, tareas ni publicaciones'}** — TruGPT sirve para investigar procedimientos estéticos y de bienestar y a los proveedores que los realizan.`
          : `**I can't help with that — I don't write ${flags.includes('code') ? 'code or programs' : 'essays, letters, poems, homework or posts'}** — TruGPT is for researching cosmetic and wellness procedures and the providers who do them.`,
        canDo,
      ].join('\n\n');
    case 'fake_review':
      return [
        es
          ? '**TruSelf no escribe ni cambia reseñas, y no voy a escribir reseñas para nadie: las reseñas las escriben los pacientes sobre su propia experiencia.** Las reseñas inventadas engañan a los pacientes, van contra las normas de TruSelf y la norma de la FTC de 2024 las prohíbe (también comprarlas o hacerlas pasar por clientes reales).'
          : "**TruSelf doesn't write or change reviews, and I won't write reviews for anyone — reviews come from patients, about their own experience.** Made-up reviews mislead patients, break TruSelf's rules, and the FTC's 2024 rule bans them (including buying them or passing them off as real customers).",
        es
          ? 'Una alternativa honesta: después de cada visita, envía a tus pacientes reales un mensaje breve pidiéndoles su opinión, sin ofrecer nada a cambio ni pedir solo las buenas, y responde con respeto a las reseñas que lleguen.'
          : 'An honest alternative: after each visit, send your real patients a short message asking for their feedback — without offering anything in return or asking only the happy ones — and reply respectfully to the reviews that come in.',
      ].join('\n\n');
    case 'covert_ad':
      return [
        es
          ? '**No puedo escribir publicidad disfrazada de comparación neutral** — la FTC exige que se revele la relación de una empresa con lo que publica, y una comparación inventada de otros cirujanos engaña a los pacientes.'
          : "**I can't write advertising dressed up as a neutral comparison** — the FTC requires a business's connection to what it publishes to be disclosed, and a made-up comparison of other surgeons misleads patients.",
        es
          ? 'Lo que sí puedo hacer: una guía neutral para elegir cirujano (certificación de la junta, privilegios en un hospital, fotos de antes y después del mismo procedimiento, política de revisiones y complicaciones), que una clínica puede publicar como contenido propio y firmado.'
          : 'What I can do: a neutral guide to choosing a surgeon (board certification, hospital privileges, before-and-after photos of the same procedure, the revision and complication policy), which a practice can publish as its own, clearly labelled content.',
      ].join('\n\n');
    case 'paid_ranking':
      return [
        es
          ? `**Las posiciones no están a la venta, y no puedo cambiarlas desde el chat.** TruGPT ordena a los proveedores por distancia, verificación, certificación y reseñas, nunca por pago ni a petición, y no llama a nadie "el mejor valorado" si sus reseñas no lo muestran.${unverified}`
          : `**Rankings aren't for sale, and I can't change them from chat.** TruGPT orders providers by distance, verification, board certification and reviews — never by payment or by request — and doesn't call a practice "highest-rated" unless its reviews show it.${unverified}`,
        es
          ? 'Las clínicas pueden mantener su perfil completo [reclamándolo](/claim-profile); las preguntas sobre perfiles y planes van al [equipo de TruSelf](/contact-us).'
          : "Practices can keep their profile complete by [claiming it](/claim-profile); questions about listings and plans go to [TruSelf's team](/contact-us).",
      ].join('\n\n');
    case 'listing_edit':
      return [
        es
          ? `**No puedo editar perfiles ni borrar reseñas: nada cambia desde el chat.**${unverified}`
          : `**I can't edit listings or remove reviews — nothing changes from chat.**${unverified}`,
        es
          ? 'Los proveedores actualizan sus datos desde su perfil de TruSelf ([reclámalo](/claim-profile) si aún no lo has hecho). Una reseña que creas que rompe las reglas (por ejemplo, que no viene de un paciente real) se puede reportar al [equipo de TruSelf](/contact-us), que la revisa; las reseñas no se quitan por ser negativas.'
          : "Providers update their details through their TruSelf profile ([claim it](/claim-profile) if you haven't yet). A review you believe breaks the rules — for example, one not written by a real patient — can be reported to [TruSelf's team](/contact-us), who check it; reviews aren't removed for being negative.",
      ].join('\n\n');
    default:
      return canDo;
  }
}

/**
 * A line said above the ordinary answer instead of a whole reply: "what did other people ask about breast
 * augmentation in Miami" is told that conversations are private, then gets the answer about the procedure.
 */
export function boundaryNote(b: Boundary): string | null {
  if (b.kind !== 'user_data' || !b.flags?.includes('chats') || !b.procedureId) return null;
  return b.language === 'es'
    ? '_No puedo compartir lo que preguntan o gastan otras personas: sus conversaciones son privadas. Esto es lo que dicen las fuentes de TruSelf._'
    : "_I can't share what other people ask or spend — their conversations are private. Here's what TruSelf's sources say instead._";
}

/** The whole reply to a boundary, in the language of the message. */
export async function boundaryReply(
  db: Database,
  b: Boundary,
  message: string,
  earlier: string[] = [],
): Promise<Reply> {
  if (b.kind === 'allegation') return allegationReply(db, b, message, earlier);
  if (b.kind === 'self_inject') return { markdown: selfInjectReply(b), mentionedProviders: [] };
  return { markdown: fixedReply(b), mentionedProviders: [] };
}
