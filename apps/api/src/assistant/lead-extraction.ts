/**
 * Finds contact details a visitor writes in a message: email, phone (libphonenumber-js), name and company.
 * Names: "my name is …", "name's …", "I'm …", "this is …", "it's …", "… here", "call me / ask for …", sign-offs
 * ("Thanks, Dana Ruiz", "— Dana") and signature lines ("Sam Patel, 503-555-0104", "Best regards,\nLaura Chen\n…").
 * Companies: "we run / I own / I manage …", "I manage the office at …", "I work at / for …", "I'm with …",
 * "on behalf of (my employer) …", "my company, …", "I'm the <title> at …", "<title> at …", "Kim from … LLC" and
 * signature lines. Conservative on purpose: a wrong name or company on a lead is worse than none, so weak cues
 * ("from …", signatures) need a name that looks like an organisation ("… Dental", "… LLC") and lower-case names
 * count only after strong cues. Runs on every chat message: the patterns are compiled once, the text is capped.
 * Knowledge of names (`lead-names.ts`, compromise's lexicon) is used only where a cue or the message's shape says a
 * name may stand: a lower-case name the lexicon knows ("thx - beth", "luis garcia 971…"), a name ending the message
 * after the contact details, a message that is only a name; and to refuse places ("Portland", "Lake Oswego") as names
 * or companies. The lexicon is set lookups, never a tagger, so it costs nothing per message once loaded.
 */
import { correctTopLevelDomain } from './email-domain-typos.js';
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { isEnglishWord, nameLexicon } from './lead-names.js';
import { boundedEditDistance } from './knowledge/typos.js';

export type ContactDetails = { name?: string; email?: string; phone?: string; company?: string };

/**
 * The two halves of an address around its "@" (found by position: an unbounded address pattern over 2,000
 * characters without an "@" is quadratic).
 */
const EMAIL_LOCAL_BEFORE = /[A-Za-z0-9._%+-]{1,64}$/;
const EMAIL_DOMAIN_AT = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/y;

/**
 * Words just before a second address that make it replace the first: "b.ortiz@… - actually use my work one, I check
 * it more: benny@…", "… or instead tn@…". Not "sorry", "better" or "rather" anywhere between them ("sam@… is
 * better than sam@work…", "I'd rather you not use my work address sam@acme…"), and not a second person's address.
 */
const REPLACED_BY_NEXT =
  /\b(?:actually|instead)\b|(?<!\b(?:not|never|don['’]?t|dont|do\s+not)\s+)\buse\s+(?:my|this|the)\b/i;
const SOMEONE_ELSES =
  /\b(?:cc|copy|also|too|wife|husband|partner|boss|assistant|manager|son|daughter|mom|dad|his|her|their)\b/i;

function replacesFirst(between: string): boolean {
  return between.length <= 80 && REPLACED_BY_NEXT.test(between) && !SOMEONE_ELSES.test(between);
}

function findEmail(text: string): string | undefined {
  let first: string | undefined;
  let chosen: { address: string; end: number } | undefined;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    const local = EMAIL_LOCAL_BEFORE.exec(text.slice(Math.max(0, at - 64), at));
    if (!local) continue;
    EMAIL_DOMAIN_AT.lastIndex = at + 1;
    const domain = EMAIL_DOMAIN_AT.exec(text);
    if (!domain) continue;
    // "kbrown@example.con": a top-level domain that exists nowhere is a slip of the visitor's (email-domain-typos.ts).
    const address = correctTopLevelDomain(`${local[0]}@${domain[0]}`);
    const start = at - local[0].length;
    const end = at + 1 + domain[0].length;
    // "not jpark@exmaple.com, it's jpark@example.com": the corrected address wins.
    if (corrected(text, start)) {
      first ??= address;
      continue;
    }
    // The first address stands unless the words before the next one replace it.
    if (!chosen || replacesFirst(text.slice(chosen.end, start))) chosen = { address, end };
    else break;
  }
  return chosen?.address ?? first;
}

/** Words before a phone number or address that take it back: "not …", "instead of …", "wrong one was …". */
const TAKEN_BACK =
  /\b(?:not|wrong|instead\s+of|typo(?:ed)?|old(?:\s+(?:one|number|email))?\s+(?:was|is))[\s:,-]{0,4}$/i;

function corrected(text: string, start: number): boolean {
  return TAKEN_BACK.test(text.slice(Math.max(0, start - 24), start));
}
const PHONE_CONTEXT = /\b(phone|number|call|cell|mobile|text|reach|ring|tel)\b/i;

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** Function words: never part of a name, and they end a company name read in lower case. */
const FUNCTION_WORDS = words(`
  a an the and or but so if then than as at by for from in into of on onto over under to up down out off with without
  about after before again also just still very really only even too not no yes ok okay sure please thanks thank
  i im i'm i’m me my mine we our ours us you your yours he him his she her they them their it its it's this that these
  those there here is are was were be been being am do does did have has had can could will would should may might
  must shall let lets what who whom whose which when where why how while all any some each every both either neither
  none one two three four five six seven eight nine ten hi hello hey dear btw asap lol pls plz thx ty`);

/** Capitalised words that begin lines and sentences without being a name ("Call 503…", "Monday, 503…"). */
const CAPITALISED_NOT_A_NAME = words(`
  regards best cheers sincerely respectfully sent call text email e-mail mail phone cell mobile tel fax number contact
  address street st ave avenue road rd drive lane ln blvd suite apt unit zip monday tuesday wednesday thursday friday
  saturday sunday january february march july september october november december today tomorrow tonight morning
  afternoon evening noon anytime weekday weekdays weekend urgent emergency quote estimate price cost thanks thank
  kitchen bathroom basement garage attic roof house home office building water gas furnace toilet sink shower yard
  sorry great good fine cool awesome perfect nice sounds looking need needs want wants got get book booked schedule
  reply note ps attn attention re fw fwd subject hours name names company business owner manager landline voicemail
  work evenings mornings afternoons weekends texts calls whatsapp signal ext extension preferred primary
  rheem carrier trane lennox goodman kohler moen whirlpool samsung bosch navien rinnai maytag frigidaire kenmore
  honeywell nest ecobee verizon xfinity comcast spectrum team staff crew dept department facilities maintenance
  accounts billing reception admin`);

/** Capitalised words that end a name wherever they stand ("I'm free Tuesday", "Dana Ruiz Cell 503…"). */
const NEVER_IN_A_NAME = words(`
  monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight morning afternoon evening asap
  urgent emergency call text email e-mail phone cell mobile tel fax thanks thank regards neighbor neighbour family
  team dept department office staff crew customer homeowner resident residents committee`);

/** States, which follow a city where a bare name would ("Portland Oregon 503-555-0111"). */
const US_STATES = words(`
  alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois
  indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana
  nebraska nevada hampshire jersey mexico york carolina dakota ohio oklahoma oregon pennsylvania rhode tennessee texas
  utah vermont virginia washington wisconsin wyoming`);

/** Words that follow "I'm", "it's", "this is" without being a name ("it's urgent", "i'm hoping", "I'm Back"). */
const LOWERCASE_NOT_A_NAME = words(`
  looking interested having trying calling wondering back sure glad happy good fine ok okay new still available free
  busy home away sorry afraid hoping planning thinking asking writing needing moving selling buying renting building
  renovating owner customer client tenant landlord homeowner renter always never currently actually basically
  literally honestly seriously probably definitely maybe totally completely pretty kinda sorta like gonna wanna
  supposed urgent emergency broken cold hot warm wet dry dead gone stuck loose old big small little bad great
  terrible awful nice cool perfect right wrong late early closed open ready done over alright fixed leaking dripping
  everywhere now today tomorrow tonight yesterday soon later again everything nothing something anything another
  mine ours yours theirs time worse better same weird normal strange hard easy expensive cheap important serious
  minor major simple possible impossible frustrating ridiculous annoying helpful great awesome amazing crazy
  electric natural original gas water noisy loud clogged blocked full empty dark half quite super rusty cracked low
  high real true due approx roughly almost nearly upstairs downstairs outside inside behind around nearby local
  mom dad mother father wife husband son daughter sister brother grandma grandpa grandmother grandfather aunt uncle
  neighbor neighbour friend kid kids family parents boss partner sir madam ma'am see talk bye guys everyone all lot
  much advance appreciate appreciated hear help call text email phone number contact address location house kitchen
  bathroom basement garage roof yard office work school american canadian mexican british english irish scottish
  spanish french german italian polish russian chinese japanese korean indian jewish catholic muslim hindu buddhist
  mormon retired disabled elderly pregnant single married divorced widowed`);

/** Words that end a name ("I'm Dana from …", "my name is jane and my email …"). */
const NAME_STOP = words(`
  and my from at with w here again by btw email e-mail phone number i im is in of the for but or so please thanks call cell
  mobile text tel reach contact`);

/** Nouns that make a run of capitalised words an organisation ("Alder Creek Landscaping", "Fox Hollow HOA"). */
const ORG_NOUNS = words(`
  apartments apts townhomes townhouses condominiums condos lofts residences villas homes properties property realty
  realtors management mgmt rentals leasing holdings partners associates group company companies corporation
  enterprises industries services solutions systems logistics distribution supply supplies fabrication manufacturing
  construction builders contractors contracting roofing plumbing electric electrical hvac heating cooling landscaping
  landscapes lawn cleaning cleaners janitorial painting painters moving movers storage auto automotive body repair
  motors transport trucking dental dentistry orthodontics clinic medical health healthcare pediatrics chiropractic
  therapy veterinary vet hospital pharmacy optometry living care nursing church chapel parish temple synagogue mosque
  ministries school schools academy elementary preschool daycare college university institute district library
  museum center centre foundation association society club hoa cooperative co-op cafe café coffee bakery restaurant
  restaurants grill bistro diner pizzeria pub brewery tavern deli catering market grocery foods farms farm winery
  hotel inn motel lodge resort salon spa barbershop studio studios yoga fitness gym insurance bank financial capital
  investments accounting cpa law legal attorneys firm consulting agency marketing media design architects
  engineering labs technologies software title escrow mortgage printing signs florist boutique shop store outfitters
  hardware lumber nursery kennel grooming ranch marina warehouse offices plaza montessori kindergarten lab physio
  physiotherapy medicine pediatric pediatrics dentistry pta league fellowship bakehouse taqueria taquería pantry
  shelter tire tires detailing kitchen taverna cantina eatery bodega cocina trattoria osteria canteen creamery roastery
  smokehouse steakhouse`);

/**
 * Places of business named by a singular count noun: after "we run" / "i own", a bare "smokestack grill" (no "a", no
 * "the", no plural) can only be a name.
 */
const ESTABLISHMENT_NOUNS = words(`
  cafe café bakery bakehouse restaurant grill bistro diner pizzeria pub brewery tavern deli taqueria taquería salon
  spa barbershop studio gym boutique florist kennel daycare clinic winery inn motel hotel lodge cantina bar`);

/**
 * How a company written in lower case is read: not at all (`false`); ending in an organisation noun (`true`: "i work
 * for riverside school district"); ending in a singular place of business (`'establishment'`, after "we run"); or
 * any words set off by punctuation after "called" (`'called'`: "our cafe, its called the daily grind, on …").
 */
type CompanyLower = boolean | 'establishment' | 'called';

/** Legal-form suffixes ("Riverside Dental LLC"). */
const COMPANY_SUFFIXES = words('inc llc ltd limited co corp corporation gmbh llp plc pllc pc lp');

/** Suffixes written as abbreviations, whose full stop belongs to the name ("Acme Co."; "Acme LLC." loses it). */
const ABBREVIATED_SUFFIXES = words('inc co corp ltd');

/** Abbreviations that may sit inside a company name, before the words that say what it is ("Barrett & Co. Bakery"). */
const CONTINUED_ABBREVIATIONS = words('co bros');

/** Whether the capitalised word at `position` (after spaces) is an organisation word ("Bakery", "Roofing"). */
function organisationWordAt(text: string, position: number): boolean {
  const next = /^[ \t]+(\p{Lu}[\p{L}'’-]*)/u.exec(text.slice(position, position + 40))?.[1];
  return next !== undefined && isOrganisationNoun(next.toLowerCase());
}

/** Abbreviations whose full stop does not end a company name ("St. Mark's Academy"). */
const NAME_ABBREVIATIONS = words('st mt ft');

/** Words joining the parts of a company name ("Ortiz & Sons Construction", "Bank of Oregon"). */
const COMPANY_CONNECTORS = words('of and & the de la du van von');

const NUMBER_WORDS = words('one two three four five six seven eight nine ten');

/** Capitalised first words that are not a company ("we're Not sure", "I work for My uncle"). */
const COMPANY_NOT_FIRST = new Set([
  ...FUNCTION_WORDS,
  ...words(
    'mom dad mother father grandma grandpa family myself home house monday tuesday wednesday thursday friday',
  ),
  ...words('saturday sunday today tomorrow'),
]);

/** Words after a name that make the visitor one of its customers or members, not its representative. */
const MEMBERS_OF = words(`
  customer customers client clients member members resident residents tenant tenants homeowner homeowners owner
  owners user users fan fans neighbor neighbors neighbour neighbours patient patients student students parent parents
  subscriber subscribers regular regulars guest guests fam family`);

/** Job titles ("facilities lead", "office manager", "treasurer"): "I'm the <title> at <company>". */
const ROLE_NOUNS = words(`
  manager owner co-owner director lead coordinator supervisor administrator admin president vp ceo cfo coo cto
  founder co-founder partner principal treasurer secretary chair chairman chairperson board superintendent
  assistant head officer clerk receptionist agent broker realtor accountant bookkeeper buyer engineer technician
  custodian pastor minister rector priest rabbi teacher architect foreman planner specialist representative rep
  executive controller operator chef trustee steward volunteer gm mgr paralegal dispatcher groundskeeper coach nurse
  attorney lawyer analyst consultant estimator inspector instructor librarian caretaker concierge janitor mechanic
  bartender cashier pharmacist hygienist therapist counselor organizer organiser scheduler recruiter intern employee
  super`);
/**
 * Titles of staff who work at an organisation without acting for it: "I'm a nurse at Mercy General so I work nights"
 * describes the visitor's job (unlike "I'm a property manager with Keystone Residential").
 */
const STAFF_ROLES = words(`
  nurse teller cashier employee intern mechanic hygienist therapist bartender janitor pharmacist librarian instructor
  teacher analyst engineer technician clerk receptionist custodian paralegal dispatcher groundskeeper coach caretaker
  concierge counselor assistant volunteer chef`);
const ROLE = `(?:${[...ROLE_NOUNS].join('|')})s?`;

/** Who the visitor is to the job, before their name: "I'm the landlord, Linda Cheng", "I'm the homeowner - Sam". */
const PARTY = `(?:${[...words('landlord landlady homeowner tenant renter resident parent guardian caregiver patient')].join('|')})`;

/** Who a visitor writing for someone else is to them: "I'm his son, Marcus Webb". */
const RELATION = `(?:${[
  ...words(`son daughter wife husband mom mother dad father sister brother grandson granddaughter niece nephew
  fiancé fiancée fiance fiancee caregiver neighbor neighbour friend`),
].join('|')})`;

/**
 * Someone other than the visitor is being given as a contact, a few words before the number or the dash ("my
 * landlord's number is …", "try my son …", "her cell is …", "emergency contact - …"): a name after it is theirs.
 * A third party further back ("our neighbor Linda said you're great - Tom 503-…") does not count.
 */
const THIRD_PARTY = new RegExp(
  String.raw`(?:\b(?:my|our|his|her|their)\s+(?:[a-z'’-]+\s+){0,2}?(?:${RELATION}|landlord|tenant|boss|manager|contractor|assistant|partner|roommate|coworker|co-worker|colleague|super|superintendent|kids?|parents?|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin)(?:'s|’s|s)?\b|\b(?:his|her|their)\s+(?:cell|number|phone|email|mobile|contact)\b|\b(?:emergency|alternate|alternative|backup|other)\s+contact\b)(?:\W+\w+){0,4}\W*$`,
  'i',
);

/** Whether the words just before `end` hand over someone else's contact ("call my wife at", "her cell is"). */
function givesThirdParty(text: string, end: number): boolean {
  return THIRD_PARTY.test(text.slice(0, end));
}

/** A courtesy or clergy title before a name ("Dr. Patel", "Mrs Lee", "Fr. Tomasz …"), kept only before a surname. */
const NAME_TITLE_AT =
  /^[ \t]*(mr|mrs|ms|dr|prof|fr|rev|pastor|reverend|father|rabbi|imam|deacon|coach|professor|officer|captain|capt|sgt|sergeant|judge|chef|director|principal|doctor|nurse|superintendent|president|dean|chief|mayor)\.?[ \t]+(?=[A-Z\u00C0-\u00DE])/i;
/** Titles written out as words: no full stop after them when kept ("Pastor Dan", "Rabbi Cohen"). */
const WORD_TITLES =
  /^(?:pastor|reverend|father|rabbi|imam|deacon|coach|professor|officer|captain|sergeant|judge|chef|director|principal|doctor|nurse|superintendent|president|dean|chief|mayor)$/i;
// Latin letters with diacritics, Vietnamese's too ("Nguyễn Thị Lan": U+1E00–U+1EFF).
const NAME_WORD_AT = /[ \t]*([A-Za-z\u00C0-\u024F\u1E00-\u1EFF][A-Za-z\u00C0-\u024F\u1E00-\u1EFF'’-]*)/y;
const TITLE_CASE =
  /^[A-Z\u00C0-\u00DE\u1E00-\u1EFF][a-z\u00DF-\u024F\u1E00-\u1EFF'’-]*(?:[A-Z][a-z\u00DF-\u024F\u1E00-\u1EFF'’-]+)*$/;
const LOWER_CASE = /^[a-z\u00DF-\u024F][a-z\u00DF-\u024F\u1E00-\u1EFF'’-]*$/;
const ALL_CAPS = /^[A-Z][A-Z'’-]+$/;
/** Words that start the next clause in run-on text ("my name is Colin Baptiste you can call …"). */
const RUN_ON_AFTER_NAME = words('you we so if because when can could would will should need needs want');
/** What may follow a name: punctuation, the end, a separator, a contact detail, a word that ends it or an emoji. */
const AFTER_NAME = new RegExp(
  `^(?:[ \\t]*(?:[,.!?;:|()/\\n\\r—–<]|-\\s|$)|[ \\t]+(?:(?:${[...NAME_STOP, ...RUN_ON_AFTER_NAME].join('|')})\\b|\\+?\\(?\\d|[\\w.+-]+@)|[ \\t]*\\p{Extended_Pictographic})`,
  'iu',
);
/** Particles inside surnames ("De la Cruz", "van der Berg", "da Silva", "bin Said"), never a name's first word. */
const NAME_PARTICLES = words('de del della der den di da das dos du la le van von bin ibn al el');
/** Particles also written capitalised ("Rosa De la Cruz"), unlike "Al" or "Del", which are first names too. */
const CAPITALISED_PARTICLES = words('de della der den di da das dos du la le van von');
const NAME_PARTICLE_NEXT =
  /^[ \t]+([A-Za-z\u00C0-\u024F\u1E00-\u1EFF][A-Za-z\u00C0-\u024F\u1E00-\u1EFF'’-]*)/;

/** Lower-case words that read as verbs, adverbs or adjectives rather than names. */
const NOT_A_NAME_SUFFIX = /(?:ing|ed|ly|ous|ful|ble|ive)$/;

/** `titled`: a courtesy title stood before the name ("Dr. Amy Yang"), whether or not it was kept in it. */
type NameRead = { name: string; end: number; titled?: boolean };

/** The rest of an address's local part and its "@" right after a word ("sam" in "sam.k@…", "dana" in "dana@…"). */
const EMAIL_LOCAL_REST = /^[\w.+%-]{0,64}@/;

/**
 * Which lower-case words may be a name: none (`false`), any word that reads as one (`true`, after "my name is"),
 * only words the lexicon knows as names (`'known'`: "thx - beth", "luis garcia 971…", where no cue says "name"), or
 * those and words that are no English word (`'cued'`, after "I'm", "this is": "im priya", not "I'm part of …").
 */
type LowerCase = boolean | 'known' | 'cued';

/** A lower-case word the lexicon knows as a first name (or, after the first word, as a first or last name). */
function isKnownName(key: string, first: boolean): boolean {
  const lexicon = nameLexicon();
  // "mary-kate", "anne-marie": a double first name whose two parts the lexicon knows.
  if (first && /^[a-z]{2,12}-[a-z]{2,12}$/.test(key))
    return key.split('-').every((part) => lexicon.firstNames.has(part));
  return lexicon.firstNames.has(key) || (!first && lexicon.lastNames.has(key));
}

/**
 * "raj patel", "its tran nguyen": a lower-case first word the lexicon does not know as a first name counts before a
 * surname it knows that is no English word ("patel", not "brooks" or "young"), if it could be a name itself.
 */
function beforeKnownSurname(text: string, end: number, word: string): boolean {
  const next = NAME_PARTICLE_NEXT.exec(text.slice(end, end + 40))?.[1];
  if (!next || !LOWER_CASE.test(next) || !LOWER_CASE.test(word)) return false;
  if (!nameLexicon().lastNames.has(next) || isEnglishWord(next)) return false;
  return isNameWord(word, true, true);
}

/** A surname opened by a lower-case particle and a hyphen or apostrophe: "al-Khatib", "el-Amin", "d'Angelo". */
const PARTICLE_SURNAME =
  /^(?:al|el|ad|as|ash|at|abu|bin|ben|ibn|d|de|di|da|du|o)[-'’][A-Z\u00C0-\u00DE][a-z\u00DF-\u024F\u1E00-\u1EFF'’-]+$/;

/** `first`: the name's first word, which must not be a word that merely starts a line ("Call", "Monday"). */
function isNameWord(word: string, lower: LowerCase, first: boolean): boolean {
  const key = word.toLowerCase();
  if (!first && PARTICLE_SURNAME.test(word)) return true;
  if (FUNCTION_WORDS.has(key) || NAME_STOP.has(key)) return false;
  if (TITLE_CASE.test(word)) {
    return first
      ? !CAPITALISED_NOT_A_NAME.has(key) && !LOWERCASE_NOT_A_NAME.has(key)
      : !NEVER_IN_A_NAME.has(key);
  }
  // Shouted names ("JOHN SMITH 503-…"): the first word must be a first name the lexicon knows, not "ASAP" or "HVAC".
  if (ALL_CAPS.test(word)) {
    return first
      ? nameLexicon().firstNames.has(key)
      : !NEVER_IN_A_NAME.has(key) && !CAPITALISED_NOT_A_NAME.has(key) && !LOWERCASE_NOT_A_NAME.has(key);
  }
  // After a first name the lexicon knows, a surname it does not know may follow ("kevin park", "luis ortega").
  if (lower === 'known' && first) return LOWER_CASE.test(word) && isKnownName(key, first);
  if (lower === 'cued' && first && LOWER_CASE.test(word) && !isKnownName(key, first) && isEnglishWord(key)) {
    return false;
  }
  return (
    Boolean(lower) &&
    key.length > 1 &&
    LOWER_CASE.test(word) &&
    !LOWERCASE_NOT_A_NAME.has(key) &&
    // "mohammed", "sterling": a first name the lexicon knows may end like a verb or adverb.
    (!(key.length > 4 && NOT_A_NAME_SUFFIX.test(key)) || (first && nameLexicon().firstNames.has(key)))
  );
}

/**
 * Reads a name of 1–3 words at `start` (lower-case words only when `lower`, as after "my name is"); undefined unless
 * what follows may end a name (punctuation, the end, a contact detail, "and", "from", …).
 */
function readName(
  text: string,
  start: number,
  options: { lower?: LowerCase; minWords?: number } = {},
): NameRead | undefined {
  const kept: string[] = [];
  let position = start;
  const title = NAME_TITLE_AT.exec(text.slice(start, start + 12));
  if (title) position += title[0].length;
  let particles = 0;
  while (kept.length - particles < 3) {
    NAME_WORD_AT.lastIndex = position;
    const match = NAME_WORD_AT.exec(text);
    if (!match) break;
    const word = match[1]!.replace(/[’']s$/, '').replace(/-+$/, '');
    // "Rosa De la Cruz", "Anouk van der Berg", "Pieter de Vries": particles inside a name, before a capitalised word,
    // do not count towards its three words.
    const particle = word.toLowerCase();
    // "Robert E. Lawson": a middle initial before a capitalised word does not count towards the three words either.
    if (
      kept.length &&
      particles < 2 &&
      /^[A-Z]$/.test(word) &&
      /^\.[ \t]+[A-Z]/.test(text.slice(NAME_WORD_AT.lastIndex, NAME_WORD_AT.lastIndex + 3))
    ) {
      kept.push(`${word}.`);
      particles += 1;
      position = NAME_WORD_AT.lastIndex + 1;
      continue;
    }
    if (
      kept.length &&
      particles < 2 &&
      match[1] === word &&
      (word === particle ? NAME_PARTICLES.has(particle) : CAPITALISED_PARTICLES.has(particle))
    ) {
      const next = NAME_PARTICLE_NEXT.exec(text.slice(NAME_WORD_AT.lastIndex, NAME_WORD_AT.lastIndex + 40));
      if (next && (NAME_PARTICLES.has(next[1]!.toLowerCase()) || TITLE_CASE.test(next[1]!))) {
        kept.push(word);
        particles += 1;
        position = NAME_WORD_AT.lastIndex;
        continue;
      }
    }
    if (
      !isNameWord(word, options.lower ?? false, kept.length === 0) &&
      !(options.lower === 'known' && !kept.length && beforeKnownSurname(text, NAME_WORD_AT.lastIndex, word))
    )
      break;
    // "I'm Dave's assistant", "this is Dana's cell": the name is someone else's.
    if (/[’']s$/.test(match[1]!)) return undefined;
    // "its sam.k@example.com": the word is the start of an address, which names nobody by itself.
    if (EMAIL_LOCAL_REST.test(text.slice(NAME_WORD_AT.lastIndex, NAME_WORD_AT.lastIndex + 66)))
      return undefined;
    kept.push(word);
    position = NAME_WORD_AT.lastIndex;
  }
  // A particle never ends a name ("Rosa de" before a lower-case word).
  if (particles && NAME_PARTICLES.has(kept[kept.length - 1]!.toLowerCase())) return undefined;
  if (kept.length - particles < (options.minWords ?? 1)) return undefined;
  if (!AFTER_NAME.test(text.slice(position, position + 40))) return undefined;
  // A courtesy title is kept only before a lone surname ("Dr. Patel", "Mrs. Lee"); before a full name it is no part
  // of the name the lead is filed under ("Mrs. Eleanor Whitfield-Hughes" is Eleanor Whitfield-Hughes).
  const keepTitle = title && kept.length - particles < 2;
  const name =
    (keepTitle
      ? `${title[1]![0]!.toUpperCase()}${title[1]!.slice(1).toLowerCase()}${WORD_TITLES.test(title[1]!) ? '' : '.'} `
      : '') +
    kept
      .map((word, index) =>
        index > 0 && NAME_PARTICLES.has(word.toLowerCase())
          ? word
          : word === word.toLowerCase()
            ? // "mary-kate o'neill" is Mary-Kate O'Neill.
              word.replace(/(?:^|(?<=-)|(?<=^[od]['’]))\p{Ll}/gu, (letter) => letter.toUpperCase())
            : ALL_CAPS.test(word)
              ? word[0]! + word.slice(1).toLowerCase()
              : word,
      )
      .join(' ');
  return name.length >= 2 && name.length <= 80 ? { name, end: position, titled: Boolean(title) } : undefined;
}

// Letters of any script: "The Copper Kettle Café" was cut to "Copper Kettle Caf" by an ASCII-only class.
const COMPANY_TOKEN_AT = /[ \t]*([\p{L}\p{N}][\p{L}\p{N}_&'’.-]*|&)/uy;

/** A word that names a kind of organisation: ours for local services, and the lexicon's ("… Academy", "… Holdings"). */
function isOrganisationNoun(key: string): boolean {
  const singular = key.length > 3 && key.endsWith('s') ? key.slice(0, -1) : key;
  const { organisationWords } = nameLexicon();
  return (
    ORG_NOUNS.has(key) ||
    ORG_NOUNS.has(singular) ||
    organisationWords.has(key) ||
    organisationWords.has(singular)
  );
}

/**
 * Business nouns of other languages, which open a name rather than end it ("Panadería La Esperanza", "Boulangerie
 * Saint-Michel", "Trattoria Da Enzo", "Phở Saigon 88"): an organisation word as the first of two or more words.
 */
const OPENING_ORG_NOUNS = words(`
  panadería panaderia pastelería pasteleria taquería taqueria tienda mercado supermercado carnicería carniceria
  restaurante cafetería cafeteria farmacia clínica clinica boulangerie pâtisserie patisserie brasserie fromagerie
  trattoria ristorante osteria pizzeria enoteca gelateria bäckerei konditorei phở`);

function hasOrganisationWord(kept: string[]): boolean {
  return kept.some((word, index) => {
    const key = word.toLowerCase().replace(/\.$/, '');
    return (
      COMPANY_SUFFIXES.has(key) ||
      (index > 0 && isOrganisationNoun(key)) ||
      (index === 0 && kept.length > 1 && OPENING_ORG_NOUNS.has(key))
    );
  });
}

/**
 * "Portland", "Lake Oswego", "Beverly Hills", "Cedar Creek": a known place or town, or words with a place word
 * ("lake", "creek", "heights"). One word that is also a first name ("Jordan", "Marcus") is a name, and so are words
 * that start with a first name and are no known place ("Jenna Park").
 */
function isPlaceName(words: string[]): boolean {
  const lexicon = nameLexicon();
  const keys = words.map((word) => word.toLowerCase());
  const first = keys[0]!;
  // "Ji-woo Park", "Seo-yeon Kim": a first name joined by a hyphen to a lower-case syllable names a person.
  if (keys.length > 1 && /^[A-Z][a-z]+-[a-z]+$/.test(words[0]!)) return false;
  const phrase = keys.join(' ');
  const known = lexicon.places.has(phrase) || lexicon.towns.has(phrase);
  if (lexicon.firstNames.has(first) || lexicon.ambiguousFirstNames.has(first))
    return known && keys.length > 1;
  return known || keys.some((key) => lexicon.placeWords.has(key));
}

/**
 * "Portland Oregon", "Salem, Virginia": a state after a word, as after a city, unless the first word is a first
 * name the lexicon knows only as one ("Keisha Washington", "Tyrone Virginia" are people).
 */
function endsWithState(parts: string[]): boolean {
  if (!US_STATES.has(parts[parts.length - 1]!.toLowerCase())) return false;
  return parts.length < 2 || !nameLexicon().firstNames.has(parts[0]!.toLowerCase());
}

/**
 * Guards for names read without a cue that says "name" (a lone line, the end of a message): not a place, not an
 * organisation ("Grace Lutheran Church"), not a day or month, and a single word only when the lexicon knows it as a
 * first name ("Kayla", not "Kohler").
 */
function isPlausibleUncuedName(name: string): boolean {
  const parts = name
    .replace(
      /^(?:(?:Mr|Mrs|Ms|Dr|Prof|Fr|Rev|Capt|Sgt)\.|Pastor|Reverend|Father|Rabbi|Imam|Deacon|Coach|Professor|Officer|Captain|Sergeant|Judge|Chef)\s+/,
      '',
    )
    .split(' ');
  if (isPlaceName(parts) || endsWithState(parts)) return false;
  if (hasOrganisationNounAfterFirst(name)) return false;
  if (nameLexicon().organisations.has(name.toLowerCase())) return false;
  if (parts.length > 1) return hasNameLikeWord(parts);
  const key = parts[0]!.toLowerCase();
  const { firstNames, ambiguousFirstNames } = nameLexicon();
  return firstNames.has(key) || (ambiguousFirstNames.has(key) && TITLE_CASE.test(parts[0]!));
}

/**
 * "Front Door Lock 503-…", "Brake Job Quote" over a number: a name of several words without a cue needs one word the
 * lexicon knows as a first name (an English word too: "Holly") or surname, or one that is no English word.
 */
function hasNameLikeWord(parts: string[]): boolean {
  const { firstNames, ambiguousFirstNames, lastNames } = nameLexicon();
  return parts.some((part) => {
    const word = part.toLowerCase();
    return (
      firstNames.has(word) || ambiguousFirstNames.has(word) || lastNames.has(word) || !isEnglishWord(word)
    );
  });
}

/**
 * Reads a company name at `start`: capitalised words (with "of", "&", "St." inside), or lower-case words ending in an
 * organisation noun ("riverside school district"). `needOrganisation`: only names that look like one ("… Dental",
 * "… LLC"), for weak cues such as "from …" and signatures.
 */
function readCompany(
  text: string,
  start: number,
  options: { needOrganisation?: boolean; lower?: CompanyLower } = {},
): string | undefined {
  let position = start;
  // "its called the daily grind,": a lower-case article belongs to a name given after "called".
  const lowerArticle =
    options.lower === 'called' ? /^[ \t]*the[ \t]+(?=[a-z])/.exec(text.slice(position, position + 8)) : null;
  if (lowerArticle) position += lowerArticle[0].length;
  // "the Copper Kettle" drops the article; a capitalised "The" after a cue is part of the name ("we're with The
  // Copper Kettle Café", "The Residences at Orchard Park").
  const theFirst = /^[ \t]*the[ \t]+(?=[A-Z])/i.exec(text.slice(position, position + 8));
  if (theFirst) position += theFirst[0].length;
  const article =
    theFirst && /^[ \t]*The/.test(theFirst[0]) && !atSentenceStart(text, start) ? 'The' : undefined;
  // "for Dr. Rivera's dental practice": a person, not the name of an organisation.
  if (/^[ \t]*(?:mr|mrs|ms|dr)\.?[ \t]/i.test(text.slice(position, position + 6))) return undefined;
  // "on behalf of the Board of Directors of Lakeshore Pines Homeowners Association": the board speaks for the
  // organisation after it, which is the lead's company.
  const body = GOVERNING_BODY_OF.exec(text.slice(position, position + 60));
  if (body && !lowerArticle) {
    position += body[0].length;
    return readCompany(text, position, options);
  }
  const kept: string[] = [];
  const lower = /^[ \t]*[a-z]/.test(text.slice(position, position + 4));
  if (lower && !options.lower) return undefined;
  while (kept.length < 7) {
    COMPANY_TOKEN_AT.lastIndex = position;
    const match = COMPANY_TOKEN_AT.exec(text);
    if (!match) break;
    const token = match[1]!;
    const key = token.toLowerCase();
    if (lower) {
      // "o'neill family insurance": an apostrophe inside a word ("joe's", not a quote mark at its end).
      const shape = options.lower === true ? /^[a-z][a-z-]*(?:['’][a-z]+)?\.?$/ : /^[a-z][a-z&'’-]*\.?$/;
      if (!shape.test(token) || FUNCTION_WORDS.has(key) || kept.length >= 4) break;
      // "i own lil sprouts daycare. need …": a full stop ends the name (the word before it still counts).
      if (token.endsWith('.')) {
        kept.push(token.slice(0, -1));
        position = COMPANY_TOKEN_AT.lastIndex;
        break;
      }
    } else if (/^I(?:['’][a-z]{1,2})?$/.test(token)) {
      // "On behalf of the Willowbrook Garden Club I would like …": the pronoun starts the clause after the name.
      break;
    } else if (COMPANY_CONNECTORS.has(key)) {
      // "La Perla Taquería", "De Luca Plumbing", "Van Dyke Roofing": a capitalised particle may open a name.
      const opens =
        /^(?:De|La|Du|Van|Von)$/.test(token) &&
        /^[ \t]+\p{Lu}/u.test(text.slice(COMPANY_TOKEN_AT.lastIndex, COMPANY_TOKEN_AT.lastIndex + 3));
      if (!kept.length && !opens) break;
    } else if (
      key === 'at' &&
      article &&
      kept.length &&
      // "The Residences at …", "The Pines at Cedar Hill": an organisation word or a plural before "at".
      (isOrganisationNoun(kept[kept.length - 1]!.toLowerCase()) || /[a-z]s$/.test(kept[kept.length - 1]!)) &&
      /^[ \t]+\p{Lu}/u.test(text.slice(COMPANY_TOKEN_AT.lastIndex, COMPANY_TOKEN_AT.lastIndex + 3))
    ) {
      // "The Residences at Orchard Park", "The Lofts at Pearl": a property named after where it stands.
    } else if (
      !/^[\p{Lu}\p{N}]/u.test(token) ||
      (!kept.length && !/^\p{Lu}/u.test(token) && !/^\d{1,4}(?:st|nd|rd|th)?$/.test(token))
    ) {
      // A number may open a name ("3 Rivers Builders Inc."): checked for an organisation word below.
      break;
    }
    position = COMPANY_TOKEN_AT.lastIndex;
    // "Brightwater Credit Union's two branches": an organisation word's possessive ends the name, without the "'s".
    if (!lower && kept.length && /[’']s$/.test(token) && isOrganisationNoun(key.slice(0, -2))) {
      kept.push(token.slice(0, -2));
      break;
    }
    if (!lower && token.endsWith('.') && token.length > 1) {
      const bare = token.slice(0, -1).toLowerCase();
      if (NAME_ABBREVIATIONS.has(bare)) {
        kept.push(token);
        continue;
      }
      // "Barrett & Co. Bakery", "Hall Bros. Roofing": the abbreviation is inside the name when an organisation
      // word follows it; otherwise its full stop ends the name ("we run Acme Co. Bob here").
      if (CONTINUED_ABBREVIATIONS.has(bare) && organisationWordAt(text, position)) {
        kept.push(token);
        continue;
      }
      kept.push(ABBREVIATED_SUFFIXES.has(bare) ? token : token.slice(0, -1));
      break;
    }
    kept.push(token);
  }
  while (kept.length && COMPANY_CONNECTORS.has(kept[kept.length - 1]!.toLowerCase())) kept.pop();
  if (!kept.length) return undefined;
  // "Benedetti's Pizzeria" keeps its possessive; a lone "Dave's" is a person's.
  if (kept.length === 1) kept[0] = kept[0]!.replace(/[’']s$/, '');
  // "Whitaker, Lowe & Braun LLP": partners' surnames listed with commas, up to "& <surname>" and a legal form.
  if (!lower && kept.length === 1) {
    const partners = PARTNERS_AFTER.exec(text.slice(position, position + 120));
    if (partners) {
      kept.push(`${kept.pop()!},`, ...partners[0].replace(/^,[ \t]*/, '').split(/[ \t]+/));
      position += partners[0].length;
    }
  }
  // "Ridgeview Holdings, Inc.": a legal form after a comma belongs to the name.
  if (!lower) {
    const suffix = COMMA_SUFFIX.exec(text.slice(position, position + 12));
    if (suffix) {
      kept.push(`${kept.pop()!},`, suffix[1]!);
      position += suffix[0].length;
    }
  }
  if (/^\d/.test(kept[0]!) && (kept.length < 2 || !hasOrganisationWord(kept))) return undefined;
  // A number word may open a longer name ("Two Brothers Hauling", "Three Rivers Dental"), never stand alone.
  const first = kept[0]!.toLowerCase();
  if (COMPANY_NOT_FIRST.has(first) && !(NUMBER_WORDS.has(first) && kept.length > 1 && !lower))
    return undefined;
  if (lower && options.lower === 'called') {
    // "its called the daily grind, on Hawthorne": set off, or it is prose ("called the best in town").
    if (!SET_OFF.test(text.slice(position, position + 4))) return undefined;
    return [...(lowerArticle ? ['the'] : []), ...kept].join(' ');
  } else if (lower) {
    // "riverside school district": only with an organisation noun last, never "a daycare", "the hospital".
    // "sunrise bakery llc": a legal form after the noun names the business too.
    const hasSuffix = kept.length >= 3 && COMPANY_SUFFIXES.has(kept[kept.length - 1]!.replace(/\.$/, ''));
    const last = kept[kept.length - (hasSuffix ? 2 : 1)]!;
    const nouns = options.lower === 'establishment' ? ESTABLISHMENT_NOUNS : ORG_NOUNS;
    const named = kept.length >= 2 && nouns.has(last) && !NOT_A_NAME_SUFFIX.test(kept[0]!);
    if (
      !named &&
      !(options.lower === 'establishment' && isCoinedName(kept, text.slice(position, position + 12)))
    )
      return undefined;
  } else if (options.needOrganisation && !hasOrganisationWord(article ? [article, ...kept] : kept)) {
    return undefined;
  } else if (nameLexicon().organisations.has(first) && !hasOrganisationWord(kept)) {
    // "we run Google Ads", "I'm with Facebook Ads": a famous organisation's product or platform, not the visitor's
    // own business (a local business named after one carries an organisation word: "Amazon Roofing").
    return undefined;
  }
  // "we are Brightwater customers": the visitor belongs to the people of that name, it is not their organisation.
  const next = /^[ \t]+([a-z]+)/.exec(text.slice(position, position + 20))?.[1];
  if (next && MEMBERS_OF.has(next)) return undefined;
  const value = (article ? [article, ...kept] : kept).join(' ');
  // "I'm with Portland", "we're Oregon": a city, region or country is where the visitor is, not who they work for.
  // Small towns are not checked: organisations are named after them ("Windermere", "Providence").
  if (nameLexicon().places.has(value.toLowerCase())) return undefined;
  return value.length >= 2 && value.length <= 100 ? value : undefined;
}

/** After "I work at <employer>": when the visitor works there ("on days", "nights", "until 6", "9-5"). */
const WORKING_HOURS_AFTER =
  /^[ \t,]*(?:(?:on|during|the)[ \t]+)?(?:days|nights|evenings|weekends|overnights?|(?:day|night|early|late|morning|evening|graveyard|split)[ \t]+shifts?|shifts?|until|till|from[ \t]+\d|\d{1,2}(?::\d\d)?[ \t]*(?:am|pm)?[ \t]*(?:-|–|to)[ \t]*\d)\b/i;

/** "— sorry,", "I mean", "or rather": the visitor takes back the name just given. */
const NAME_TAKEN_BACK =
  /^[ \t]*(?:[-–—,(][ \t]*)?(?:sorry|i\s+mean|or\s+rather|correction|rather|well)[ \t]*[,:]?[ \t]+/i;

function companyCorrectedAfter(text: string, end: number, cue: Cue): string | undefined {
  const takenBack = NAME_TAKEN_BACK.exec(text.slice(end, end + 24));
  if (!takenBack) return undefined;
  return readCompany(text, end + takenBack[0].length, { needOrganisation: cue.needOrganisation });
}

/** "Board of Directors of", "the Board of", "Committee of": the body that governs the organisation named after it. */
const GOVERNING_BODY_OF =
  /^[ \t]*(?:the[ \t]+)?(?:Board|Committee|Council)(?:[ \t]+of[ \t]+(?:Directors|Trustees|Governors))?[ \t]+(?:of|for)[ \t]+(?:the[ \t]+)?(?=\p{Lu})/u;

/** Where a lower-case name after "we run" ends: punctuation, the end, or a place or time after it. */
const COINED_NAME_END =
  /^(?:\s*(?:[,.;:!?)]|$)|\s+(?:on|in|at|near|off|by|downtown|out|since|and|over|across|with|for|here|there)\b|\s+[-–—])/;

/**
 * "we run oakridge", "we run pho saigon corner on 82nd ave", "we run b&k auto detailing out of a shop": after a strong
 * cue, lower-case words opened by one that is no English word, first name, famous organisation or product, up to
 * punctuation or a place.
 */
function isCoinedName(kept: string[], after: string): boolean {
  const first = kept[0]!;
  const last = kept[kept.length - 1]!;
  const { firstNames, organisations, towns } = nameLexicon();
  if (
    isEnglishWord(first) ||
    firstNames.has(first) ||
    organisations.has(first) ||
    kept.some((word) => SOFTWARE.has(word) || USED_THINGS.has(word)) ||
    !COINED_NAME_END.test(after)
  )
    return false;
  // One word only when it names a town, as businesses are ("oakridge"; not "crossfit", "gofundme", "bjj").
  if (kept.length === 1) return towns.has(first);
  // Several: one of our organisation nouns last ("b&k auto detailing"). Two words that are no English word are not
  // enough ("hiit bootcamp"), so "pho saigon corner" is missed.
  return ORG_NOUNS.has(last);
}

/** ", Lowe & Braun LLP" after a firm's first partner: more surnames, "&" or "and" the last, then a legal form. */
const PARTNERS_AFTER =
  /^,[ \t]*(?:\p{Lu}[\p{L}'’-]+,[ \t]*){0,3}\p{Lu}[\p{L}'’-]+,?[ \t]+(?:&|and)[ \t]+\p{Lu}[\p{L}'’-]+,?[ \t]+(?:LLP|LLC|PLLC|PC|P\.C\.|PA|P\.A\.)(?![\p{L}])/u;

/** ", Inc." after a company's name (the full stop of an abbreviation kept). */
const COMMA_SUFFIX = /^,[ \t]*((?:Inc|LLC|Ltd|Co|Corp|LLP|PLLC|PC|LP)\b\.?)/;

/** Whether `index` opens a sentence or line (where "The" is any sentence's first word). */
function atSentenceStart(text: string, index: number): boolean {
  return /(?:^|[.!?\n])[ \t]*$/.test(text.slice(Math.max(0, index - 4), index));
}

type Cue = {
  pattern: RegExp;
  /** Lower-case names accepted, and how (`CompanyLower`): "i work for riverside school district". */
  lower?: CompanyLower;
  check?: (match: RegExpExecArray) => boolean;
  /** The name must be set off: punctuation or the end after it ("…, Petal & Stem, and"), not more prose. */
  closed?: boolean;
  /** A weak cue ("reaching out from …", "our team at …"): only names that look like an organisation ("… Living"). */
  needOrganisation?: boolean;
  /**
   * The visitor's employer ("I work at …", "I'm with …", "I'm a teller at …"): not the lead's company when the
   * message says the matter is the visitor's own ("need my furnace at home looked at", "this is for my own place").
   */
  employer?: boolean;
  /** "I'm a <staff title> at …": only when the message also speaks as "we" / "our" / "us". */
  indefiniteNeedsWe?: boolean;
  /** The verb also takes software and platforms ("we run QuickBooks Online", "we run Windows 10"): refuse those. */
  product?: boolean;
};

/**
 * Software, systems and platforms a small business runs or uses (accounting, point of sale, office, web, marketing,
 * operating systems), and their version words: after "we run", these are a product, not the visitor's organisation.
 * The famous organisations of the lexicon ("Google", "Microsoft", "Salesforce") are refused in `readCompany`.
 */
const SOFTWARE = words(`
  windows linux ubuntu debian macos osx ios ipados android chromeos chrome firefox safari edge excel word outlook office
  powerpoint access teams sharepoint onedrive quickbooks qbo xero freshbooks sage wave gusto adp paychex quicken
  shopify square toast clover lightspeed revel bigcommerce woocommerce magento wordpress wix squarespace godaddy
  weebly mailchimp hubspot zendesk jira trello asana notion slack zoom skype dropbox gmail zapier stripe paypal venmo
  etsy ebay vrbo doordash grubhub ubereats instacart yelp opentable mindbody vagaro jobber housecall servicetitan
  canva photoshop lightroom autocad revit sketchup tableau zoho odoo netsuite epic dentrix eaglesoft
`);
const PRODUCT_WORDS = words(`
  online desktop pro plus premier enterprise cloud server professional edition home business essentials suite
  xp vista 365 os pos`);
/** What a product is used as or on, right after its name ("Zoom calls", "Excel macros", "Toast POS terminals"). */
const USED_THINGS = words(`
  software system systems app apps program programs platform pos terminal terminals register registers server servers
  machine machines computer computers pc pcs laptop laptops desktop desktops tablet tablets phone phones device
  devices macro macros spreadsheet spreadsheets ad ads campaign campaigns call calls meeting meetings report reports
  script scripts update updates license licenses licence licences account accounts email emails newsletter
  newsletters site sites website websites store storefront listing listings integration integrations database plugin
  plugins`);
/** A product's use after its name: "QuickBooks Online for payroll", "Windows 10 on the front desk pc". */
const PRODUCT_USE =
  /^[ \t]+(?:for|on|at|across|as)[ \t]+(?:(?:the|our|my|all|all[ \t]+our|every|each|a|an|two|three|both)[ \t]+)?(?:[a-z-]+[ \t]+){0,2}?(?:payroll|accounting|bookkeeping|books|invoic\w*|billing|scheduling|bookings?|inventory|pos|registers?|pcs?|computers?|laptops?|desktops?|servers?|tablets?|ipads?|phones?|machines?|terminals?|website|site|emails?|network|wifi|everything)\b/i;

/**
 * Whether a name after "we run" is a product, not an organisation (no organisation word in it): a known product or
 * a version ("Windows 10", "Sage 50", "Office 365", "QuickBooks Online"), a word with a capital inside
 * ("QuickBooks", "WordPress", "iPads"; not "McKenzie", "DeLuca"), or a name followed by what it is used as or on
 * ("Zoom calls", "Linux servers", "… for payroll").
 */
function isProduct(company: string, after: string): boolean {
  const parts = company.split(/\s+/);
  if (hasOrganisationWord(parts)) return false;
  const keys = parts.map((part) => part.toLowerCase());
  if (keys.some((key) => SOFTWARE.has(key))) return true;
  if (keys.slice(1).some((key) => PRODUCT_WORDS.has(key) || /^v?\d+(?:\.\d+)*$/.test(key))) return true;
  if (parts.some((part) => /^[a-z]+[A-Z]|^(?!Mc|Mac|De|Di|Du|La|Le|Van|Von)[A-Z][a-z]+[A-Z]/.test(part)))
    return true;
  const next = /^[ \t]+([a-z]+)\b/.exec(after)?.[1];
  return Boolean(next && USED_THINGS.has(next)) || PRODUCT_USE.test(after);
}

const SET_OFF = /^(?:\s*[,.;:!?)]|\s+[-–—]|\s*$)/;

const POSSESSIVE = /\b(?:my|our|your|his|her|their)\b/i;

/** What a visitor calls their own business before naming it ("our restaurant, Bella Cucina"; "a small bakery called …"). */
const BUSINESS_NOUNS = `(?:${[
  ...words(`
  company business firm practice shop store restaurant bakery cafe café salon spa studio clinic daycare preschool
  school church agency gym bar pub brewery diner bistro boutique florist garage kennel nonprofit charity hoa
  association club hotel inn motel warehouse franchise startup llc corporation employer workplace job truck cart
  farm nursery ranch ministry organi[sz]ation laundromat barbershop pharmacy dealership gallery winery deli pizzeria
  taqueria bookstore`),
].join('|')})\\b`;

/**
 * Up to two words between "my"/"our" and the business noun ("our little flower shop"), but not someone else's
 * ("my son's school, Lincoln Elementary", "my husband's company, Ortiz Roofing LLC": theirs, not the visitor's).
 */
const OWN_WORDS = String.raw`(?:(?!(?:${RELATION})s?\b)[a-z-]+\s+){0,2}?`;

/**
 * A place after the business noun, before its name: "a little flower shop on the east side, Petal & Stem". Lazy: the
 * name is the first one set off after the place ("the laundromat on Division St - Suds City Laundromat - and …").
 */
const OWN_A_BUSINESS = String.raw`\b(?:(?:we|i)\s+(?:run|own|operate|manage|have|started)|we're|we’re|we\s+are)\s+(?:a|an|the)\s+(?:[\w'’-]+\s+){0,4}?${BUSINESS_NOUNS}`;
const WHERE = String.raw`(?:\s+(?:on|in|at|near|off|by|downtown|out\s+of)\b[^,.!?\n]{0,40}?)?`;

/** Phrases after which the visitor names their own organisation, strongest first. */
const COMPANY_CUES: Cue[] = [
  {
    pattern: /\bcompany(?:(?:'s|’s)?\s+name)?\s*(?:is|:)\s*/gi,
    // "Company: …", "the company name is …"; not "our management company is …", "my insurance company is …": a
    // company named by what it does for the visitor is a supplier, not the visitor's own.
    check: (match) => {
      const before = /([\p{L}'’]+)[ \t]+$/u.exec(
        match.input.slice(Math.max(0, match.index - 30), match.index),
      )?.[1];
      return before === undefined || FUNCTION_WORDS.has(before.toLowerCase());
    },
  },
  { pattern: /\bbusiness(?:'s|’s)?\s+name\s*(?:is|:)\s*/gi },
  {
    pattern:
      /\b(?:my|our)\s+(?:company|business|firm|employer|organi[sz]ation|practice)(?:'s\s+name\s+is|\s+name\s+is|\s+is\s+called|\s+is|\s*,)\s*/gi,
  },
  {
    pattern:
      /\bon\s+behalf\s+of\s+(?:(?:my|our)\s+(?:employer|company|business|firm|client|organi[sz]ation|office|team|church|school|hoa|association)\s*,?\s*)?/gi,
  },
  {
    pattern:
      /\b(?:we|i)\s+(?:own\s+and\s+(?:run|operate|manage)|(?:help\s+)?(?:run|own|operate|manage)|co-own)\s+/gi,
    lower: 'establishment',
    product: true,
  },
  // "me and my wife Karen run Karen's Kitchen Catering", "my husband and I own Ortiz Roofing".
  {
    pattern: new RegExp(
      String.raw`\b(?:me\s+and\s+my\s+${RELATION}(?:\s+[A-Z][a-z]{1,20})?|my\s+${RELATION}(?:\s+[A-Z][a-z]{1,20})?\s+and\s+(?:i|me))\s+(?:run|own|operate|manage|co-own)\s+`,
      'gi',
    ),
  },
  // "We just opened Luna Yoga Studio": only a name that looks like an organisation.
  {
    pattern: /\b(?:we|i)\s+(?:just\s+|recently\s+)?(?:opened|started|launched|founded)\s+/gi,
    needOrganisation: true,
  },
  {
    // "i own a little flower shop on the east side, Petal & Stem, and …", "we're a small firm (Holloway & Pike CPAs)":
    // a name set off by commas or brackets.
    pattern: new RegExp(String.raw`${OWN_A_BUSINESS}${WHERE}(?:\s*[,(]|\s+[-–—]+)\s*`, 'gi'),
    closed: true,
  },
  // "we're a 12-person law office (Abernathy Cole & Partners LLP)", "our office (Lakeview Family Law)": an office
  // is as often a room, so only a name that looks like an organisation, set off.
  {
    pattern:
      /\b(?:(?:we're|we’re|we\s+are|we\s+run)\s+(?:a|an|the)|our|my)\s+(?:[\w'’-]+\s+){0,3}?office(?:\s*[,(]|\s+[-–—]+)\s*/gi,
    closed: true,
    needOrganisation: true,
  },
  // "at our dental office, Parkside Smiles, …": an office of a trade is a practice, and its name is set off.
  {
    pattern:
      /\b(?:my|our)\s+(?:dental|law|legal|medical|doctor's|doctors|insurance|accounting|tax|real\s+estate|veterinary|vet|chiropractic|optometry|architecture|design|travel|dermatology|pediatric|orthodontic|therapy|counseling)\s+(?:office|practice)\s*[,(]\s*/gi,
    closed: true,
  },
  // "my boss at Delgado & Sons Construction asked me to …": sent by the organisation, on its business.
  {
    pattern:
      /\bon\s+behalf\s+of\s+(?:my|our)\s+(?:boss|manager|supervisor|employer|owner|director)\s+(?:at|from|with)\s+|\b(?:my|our)\s+(?:boss|manager|supervisor|employer|owner|director)\s+(?:at|from|with)\s+(?=[^.!?\n]{1,80}?\b(?:asked|wants|told|had|needs|sent)\s+(?:me|us)\b)/gi,
    needOrganisation: true,
  },
  // "This is the leasing office at The Residences at Orchard Park", "I'm on the facilities committee at St. Brigid's".
  {
    pattern:
      /\b(?:this\s+is|i'm|i’m|i\s+am|im)\s+(?:on\s+)?the\s+(?:[a-z-]+\s+){0,2}?(?:office|desk|department|dept|committee|council|board|team|staff)\s+(?:at|for|of)\s+/gi,
    needOrganisation: true,
  },
  // "we have a small moving company called Two Brothers Hauling".
  { pattern: new RegExp(String.raw`${OWN_A_BUSINESS}${WHERE}\s+(?:called|named)\s+`, 'gi') },
  {
    // "our restaurant, Bella Cucina, needs …", "for my job (Copperline Freight)" (not "our shop, Brian will let you in").
    pattern: new RegExp(
      String.raw`\b(?:my|our)\s+${OWN_WORDS}${BUSINESS_NOUNS}(?:\s*[,(]|\s+[-–—]+)\s*`,
      'gi',
    ),
    closed: true,
  },
  // "my company Golden Lotus Trading Inc. needs …", "our shop Boulangerie Saint-Michel needs …": no comma, so only a
  // name that looks like an organisation (not "our shop Brian will open", "my company Christmas party").
  {
    pattern: new RegExp(
      String.raw`\b(?:my|our)\s+${OWN_WORDS}${BUSINESS_NOUNS}\s+(?=[A-Z\u00C0-\u00DE])`,
      'gi',
    ),
    needOrganisation: true,
  },
  // "we own a CrossFit box, Iron Anvil Fitness, and …", "I run a small tax office, Adeyemi Tax Services, out of …":
  // whatever the noun, a name set off after it that looks like an organisation.
  {
    pattern:
      /\b(?:we|i)\s+(?:run|own|operate|manage)\s+(?:a|an)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+(?:\s*[,(]|\s+[-–—]+)\s*/gi,
    closed: true,
    needOrganisation: true,
  },
  // "es la Panadería La Esperanza", "somos Taquería El Güero": Spanish "it's / we're the …", an organisation only.
  {
    pattern: /(?:^|[.!?,;:\n]\s*)(?:es|somos)\s+(?:la|el|los|las)\s+(?=[A-Z\u00C0-\u00DE])/gi,
    needOrganisation: true,
  },
  // "… en el baño de nuestro restaurante, La Perla Taquería": Spanish "our/my <business>", the name set off.
  {
    pattern:
      /\b(?:nuestr[oa]|mi)\s+(?:restaurante|negocio|empresa|compañía|tienda|taller|oficina|salón|panadería|cafetería|clínica|iglesia|escuela|taquería)\s*[,(:]\s*/gi,
    closed: true,
  },
  // "la tienda se llama Mercado El Sol", "nuestro restaurante se llama …": Spanish "is called" after a business noun.
  {
    pattern:
      /\b(?:nuestr[oa]|mi|la|el)\s+(?:restaurante|negocio|empresa|compañía|tienda|taller|oficina|salón|panadería|cafetería|clínica|iglesia|escuela|taquería)\s+se\s+llama\s+/gi,
  },
  // "my salon is called Glow", "our cafe, its called the daily grind, on Hawthorne".
  {
    pattern: new RegExp(
      String.raw`\b(?:my|our)\s+${OWN_WORDS}${BUSINESS_NOUNS}\s*,?\s+(?:(?:it's|it’s|its|it\s+is|which\s+is)\s+)?(?:is\s+)?(?:called|named)\s+`,
      'gi',
    ),
    lower: 'called',
  },
  // "I manage the front desk at …", "we run the food pantry at Eastside Neighbors Alliance".
  {
    pattern:
      /\b(?:i|we)\s+(?:run|manage|handle|oversee)\s+the\s+[a-z]+(?:\s+[a-z]+){0,2}?\s+(?:at|for|of)\s+/gi,
  },
  // "I coach for Eastlake Youth Swim Club", "I teach at Lincoln Elementary": work named by its verb; an organisation
  // only, and the visitor's employer (not the lead's company when the matter is their own).
  {
    pattern:
      /\bi\s+(?:coach|teach|volunteer|dispatch|nurse|tutor|intern|bartend|clean|drive|cook)\s+(?:at|for|with)\s+/gi,
    needOrganisation: true,
    employer: true,
  },
  // "I handle facilities for Summit Ridge Apartments", "I do the books for Alvarez Landscaping LLC".
  {
    pattern:
      /\bi\s+(?:handle|do|coordinate|schedule|book|organi[sz]e|oversee|run|manage|look\s+after|take\s+care\s+of)\s+(?:the\s+|our\s+|all\s+the\s+)?[a-z]+(?:\s+[a-z]+){0,2}?\s+(?:at|for)\s+/gi,
    needOrganisation: true,
  },
  {
    pattern: /\b(?:i\s+work|i'm\s+working|i’m\s+working|i\s+am\s+working)\s+(?:at|for|with)\s+/gi,
    lower: true,
    employer: true,
  },
  { pattern: /\b(?:i'm|i’m|i\s+am|im|we're|we’re|we\s+are)\s+with\s+/gi, employer: true },
  // "hi from bright beginnings daycare, we need …": a greeting from an organisation (in lower case, an organisation
  // noun last: not "hi from a new customer", "hello from portland").
  {
    pattern: /(?:^|[.!?\n]\s*)(?:hi|hello|hey|greetings)\s*,?\s+from\s+/gi,
    needOrganisation: true,
    lower: true,
  },
  // "Reaching out from Oakmont Senior Living", "writing on behalf of …" is above; "calling from Oak Hollow" is a place.
  {
    pattern:
      /\b(?:reaching\s+out|writing|emailing|calling|contacting\s+you|messaging|getting\s+in\s+touch)\s+from\s+/gi,
    needOrganisation: true,
  },
  // "I'm calling for St. Casimir Parish", "writing on behalf of" is above (not "calling for a quote", "for my mom").
  {
    pattern:
      /(?:\b(?:i'm|i’m|i\s+am|im)\s+|(?:^|[.!?,;:\n–—]|\b(?:hi|hello|hey))\s*)(?:calling|writing|reaching\s+out|emailing|messaging|asking)\s+for\s+/gi,
    needOrganisation: true,
  },
  // "I represent Lakeside Auto Body" (not "I represent my father").
  { pattern: /\bi\s+represent\s+/gi, needOrganisation: true },
  // "it's for our team at Pinecrest Dental Lab": the visitor speaks for the people of an organisation.
  {
    pattern:
      /\b(?:our|my)\s+(?:team|office|staff|crew|coworkers|co-workers|colleagues|department|employees|people)\s+(?:at|from|with)\s+/gi,
    needOrganisation: true,
  },
  {
    pattern: new RegExp(
      `\\b(?:i'm|i’m|i\\s+am|im|as)\\s+(?:on\\s+)?(?:the\\s+|a\\s+|an\\s+|one\\s+of\\s+the\\s+)?((?:[a-z&/-]+\\s+){0,3}?${ROLE})\\s+(?:here\\s+)?(?:at|for|of|with|@)\\s+`,
      'gi',
    ),
    check: (match) => !POSSESSIVE.test(match[1] ?? ''),
    // "I'm a nurse at Mercy General so I work nights": one of its staff telling their hours, not speaking for it;
    // a staff title after "a" or "an" counts only when the message speaks as "we" ("… and our front door …").
    indefiniteNeedsWe: true,
    employer: true,
  },
  {
    pattern: new RegExp(
      `(?:^|[,\\n]|[.!?]\\s)\\s*((?:[a-z&/-]+\\s+){0,3}?${ROLE})\\s+(?:at|for|with|@)\\s+`,
      'gi',
    ),
    check: (match) =>
      !/^(?:the|a|an|my|our|your|his|her|their)\b/i.test(match[1] ?? '') && !POSSESSIVE.test(match[1] ?? ''),
  },
  {
    // "Director of Operations", "Head of Facilities": after "of", a department as often as an organisation.
    pattern: new RegExp(`(?:^|[,\\n]|[.!?]\\s)\\s*((?:[a-z&/-]+\\s+){0,3}?${ROLE})\\s+of\\s+`, 'gi'),
    check: (match) =>
      !/^(?:the|a|an|my|our|your|his|her|their)\b/i.test(match[1] ?? '') && !POSSESSIVE.test(match[1] ?? ''),
    needOrganisation: true,
  },
  { pattern: /\b(?:we're|we’re|we\s+are)\s+/gi },
];

/** "Hi, Kim from Sunrise Dental Group LLC", "this is Joe with Summit Roofing Co.", "Luis here, from …". */
const NAME_THEN_COMPANY =
  /(?:(?:^|\n|(?<!\b(?:dr|mr|mrs|ms|st|mt|ft))[.!?]\s+)(?:(?:hi|hello|hey|good\s+(?:morning|afternoon|evening))(?:\s+there)?\s*(?:[,!.]|\s[-–—])\s*)?(?:(?:this\s+is|it's|it’s|i'm|i’m|i\s+am|im|from)\s+)?|\b(?:this\s+is|it's|it’s|i'm|i’m|i\s+am|im)\s+)/gi;
const FROM_COMPANY = /^,?\s+(?:here\s*,?\s+)?(?:from|with|at|for|w\/)\s*(?<=\s|\/)/i;

/** A line's or sentence's first word, after a greeting ("Hi, Smile Studio Dental here", "from Harborview Storage here"). */
const LINE_OPENING =
  /(?:^|\n|[.!?][ \t]+)(?:(?:hi|hello|hey|good\s+(?:morning|afternoon|evening))(?:[ \t]+there)?[ \t]*[,!.]?[ \t]+)?(?:from[ \t]+)?(?=[A-Z0-9])/gi;
const ORG_HERE_AFTER = /^[ \t]+here\b[ \t]*(?:[,.!:;]|[-–—]|$)/i;

/** ", my shop", ", our family business": what a name set off before it is to the visitor. */
const OWN_BUSINESS_AFTER = new RegExp(
  String.raw`,[ \t]*(?:my|our)[ \t]+(?:(?!(?:${RELATION})s?\b|kids?\b|children\b|[a-z-]+['’]s\b)[a-z-]+[ \t]+){0,2}?${BUSINESS_NOUNS}`,
  'gi',
);

/**
 * The capitalised words (at most six) that end at \`end\`, read as a company that looks like an organisation and ends
 * exactly there ("… for Greenleaf Florist" before ", my shop").
 */
function organisationBefore(text: string, end: number): string | undefined {
  const before = text.slice(Math.max(0, end - 80), end);
  const words = before.split(/[ \t]+/);
  let start = words.length;
  while (start > 0 && words.length - start < 6 && /^[\p{Lu}\p{N}&]/u.test(words[start - 1]!)) start -= 1;
  for (; start < words.length; start += 1) {
    const candidate = words.slice(start).join(' ');
    const company = readCompany(candidate, 0, { needOrganisation: true });
    if (company && company.replace(/\.$/, '') === candidate.replace(/\.$/, '')) return company;
  }
  return undefined;
}

/**
 * "I have nail salon 'Lotus Nails & Spa'", "we run a bakery called “Sweet Crumb Bakery”": the visitor's business named
 * in quotes after its noun (an article is often left out by visitors writing in a second language).
 */
const OWN_QUOTED = new RegExp(
  String.raw`\b(?:(?:we|i)\s+(?:run|own|operate|manage|have|started)|we're|we’re|we\s+are)\s+(?:(?:a|an|the|my|our)\s+)?(?:[\w’-]+\s+){0,3}?${BUSINESS_NOUNS}${WHERE}\s*,?\s*(?:(?:called|named)\s+)?(["“'‘])`,
  'gi',
);
const CLOSING_QUOTE: Record<string, RegExp> = {
  '"': /"/,
  '“': /[”"]/,
  "'": /'(?![\p{L}])/u,
  '‘': /[’'](?![\p{L}])/u,
};

/** The name inside the quotes that open at `start`, when the whole of it reads as an organisation's name. */
function quotedOrganisation(text: string, start: number, quote: string): string | undefined {
  const inside = text.slice(start, start + 80);
  const close = CLOSING_QUOTE[quote]!.exec(inside);
  if (!close) return undefined;
  const quoted = inside.slice(0, close.index).trim();
  const company = readCompany(quoted, 0, { needOrganisation: true });
  return company && company.replace(/\.$/, '') === quoted.replace(/\.$/, '') ? company : undefined;
}

/** "I'm the executive assistant there": a job title with "the", at an organisation named before. */
const TITLE_THERE = new RegExp(
  String.raw`\b(?:i'm|i’m|i\s+am|im)\s+the\s+(?:[a-z&/-]+\s+){0,3}?${ROLE}\s+there\b`,
  'gi',
);
const AT_ORGANISATION = /\b(?:at|for|with)\s+(?=(?:the\s+)?[A-Z])/gi;

/**
 * "We're having an all-hands at Quarry Lane Software on the 14th … I'm the executive assistant there": the one name
 * that looks like an organisation after "at / for / with" earlier in the sentence or the one before it. Two different
 * ones ("we met at Rosewood Hall for Lakeside Dental …") say nothing about which is theirs.
 */
function titleThere(text: string): string | undefined {
  for (const match of text.matchAll(TITLE_THERE)) {
    const before = text.slice(0, match.index);
    const stop = sentenceStartBefore(before, before.length);
    const from = sentenceStartBefore(before, Math.max(0, stop - 1));
    const found = new Set<string>();
    for (const at of before.slice(from).matchAll(AT_ORGANISATION)) {
      const start = from + at.index + at[0].length;
      const named = readCompany(before, start);
      if (named) found.add(named);
      // "for Lakeside Dental's party": an event of theirs, not where the visitor works.
      if (/^(?:the\s+)?[^'’\n]{0,80}?['’]s\b/.test(before.slice(start, start + (named?.length ?? 0) + 6)))
        return undefined;
    }
    const [only] = found;
    if (found.size === 1 && hasOrganisationWord(only!.split(' '))) return only;
  }
  return undefined;
}

/** "Juniper Grove" and alicia@junipergrove.org: the visitor's own address names the organisation they said. */
function isNamedByEmail(company: string, email: string | undefined): boolean {
  const squashed = company.toLowerCase().replace(/[^a-z0-9]/g, '');
  const domain = email?.split('@')[1]?.toLowerCase() ?? '';
  return squashed.length >= 5 && domain.split('.').some((label) => label.includes(squashed));
}

/** "I'm Ridgeline Dental's office manager": an organisation's name before "'s" and a job title. */
const ORGANISATION_POSSESSIVE_ROLE = new RegExp(
  String.raw`\b(?:[Ii]'m|[Ii]’m|[Ii]m|[Ii]\s+am)\s+((?:[A-Z][\w&.-]*\s+){0,4}[A-Z][\w&.-]*)['’]s\s+(?:[a-z-]+\s+){0,2}?${ROLE}\b`,
  'g',
);

function findCompany(
  text: string,
  name: string | undefined,
  email?: string,
  shouted = false,
): string | undefined {
  for (const match of text.matchAll(ORGANISATION_POSSESSIVE_ROLE)) {
    // "I'm Dave's assistant": a person's, not an organisation's.
    const parts = match[1]!.split(/\s+/);
    if (hasOrganisationWord(parts) && !isPlaceName(parts)) return match[1];
  }
  for (const cue of COMPANY_CUES) {
    for (const match of text.matchAll(cue.pattern)) {
      if (cue.check && !cue.check(match)) continue;
      if (
        cue.indefiniteNeedsWe &&
        /\b(?:a|an|one\s+of\s+the)\s/i.test(match[0]) &&
        STAFF_ROLES.has((match[1] ?? '').trim().split(/\s+/).pop()!.toLowerCase().replace(/s$/, '')) &&
        !/\b(?:we|we're|we’re|we've|we’ve|we'd|we’d|our|ours|us)\b/i.test(text)
      )
        continue;
      if (cue.employer && personalMatter(text)) continue;
      // "my employer is Amazon and workers comp approved 12 PT visits": who the visitor works for, named about their
      // own matter; it is the lead's company only when the message speaks or acts for it ("we", "our", "us", "on
      // behalf of my employer …").
      if (
        /\bmy\s+employer\b/i.test(match[0]) &&
        !/\bbehalf\b/i.test(match[0]) &&
        !/\b(?:we|we're|we’re|our|us)\b/i.test(text)
      )
        continue;
      const start = match.index + match[0].length;
      const company = readCompany(text, start, {
        lower: cue.lower,
        needOrganisation: cue.needOrganisation || shouted,
      });
      if (!company || company === name) continue;
      const companyEnd = text.indexOf(company, start) + company.length;
      // "I work at Kaiser Permanente on days so I'd need 7am drop off": the visitor's working hours, said to explain
      // when they can come; the matter is their own (a daycare place for their child), not their employer's.
      if (/\bi\s+work\b/i.test(match[0]) && WORKING_HOURS_AFTER.test(text.slice(companyEnd, companyEnd + 40)))
        continue;
      // "we're Evergreen Landscaping — sorry, Evergreen Landscape Services LLC on the paperwork": the visitor's own
      // correction of the name wins.
      const correctedCompany = companyCorrectedAfter(text, companyEnd, cue);
      if (correctedCompany) return correctedCompany;
      if (cue.product) {
        const end = text.indexOf(company, start) + company.length;
        if (end >= company.length && isProduct(company, text.slice(end, end + 60))) continue;
      }
      // "we're the Hendersons at 12 Elm", "I work for the Browns": a family, not an organisation.
      if (
        /^[\p{Lu}][\p{Ll}]+s$/u.test(company) &&
        /^\s*the\s/i.test(text.slice(start, start + 6)) &&
        !isOrganisationNoun(company.toLowerCase())
      )
        continue;
      if (cue.closed && !SET_OFF.test(text.slice(text.indexOf(company, start) + company.length))) continue;
      return company;
    }
  }
  for (const match of text.matchAll(OWN_QUOTED)) {
    const company = quotedOrganisation(text, match.index + match[0].length, match[1]!);
    if (company && company !== name) return company;
  }
  const there = titleThere(text);
  if (there && there !== name) return there;
  // "the delivery van for Greenleaf Florist, my shop": a name that looks like an organisation, then "my <business>".
  for (const match of text.matchAll(OWN_BUSINESS_AFTER)) {
    // "Sunrise Dental, my employer" when the matter is the visitor's own: their employer, not the lead's company.
    if (/\b(?:employer|workplace|job)\b/i.test(match[0]) && personalMatter(text)) continue;
    const company = organisationBefore(text, match.index);
    if (company && company !== name) return company;
  }
  // "Smile Studio Pediatric Dentistry here — the waiting room …": an organisation introducing itself.
  for (const match of text.matchAll(LINE_OPENING)) {
    const start = match.index + match[0].length;
    const company = readCompany(text, start, { needOrganisation: true });
    if (!company) continue;
    const end = text.indexOf(company, start) + company.length;
    if (ORG_HERE_AFTER.test(text.slice(end, end + 12))) return company;
  }
  for (const match of text.matchAll(NAME_THEN_COMPANY)) {
    const read = readName(text, match.index + match[0].length);
    // "from Portland at Sunset Dental": a place, not a person introducing their organisation.
    if (!read || isPlaceName(read.name.split(' '))) continue;
    // "Dr. Patel at Smile Dental said to ask": a titled name without "this is" / "I'm" is someone the visitor cites.
    if (read.titled && !/\b(?:this\s+is|it's|it’s|i'm|i’m|i\s+am|im)\s+$/i.test(match[0])) continue;
    const from = FROM_COMPANY.exec(text.slice(read.end, read.end + 20));
    if (!from) continue;
    // "mary-kate o'neill here from o'neill family insurance": in lower case, an organisation noun last.
    const company = readCompany(text, read.end + from[0].length, { needOrganisation: true, lower: true });
    if (company) return company;
    // "Alicia from Juniper Grove" is a place as often as an organisation, unless their email says which.
    const named = readCompany(text, read.end + from[0].length);
    if (named && isNamedByEmail(named, email)) return named;
  }
  return undefined;
}

/**
 * `beforeContact`: only a name with a phone number or address right after it. `known`: only a name starting with a
 * first name the lexicon knows.
 */
type NameCue = {
  pattern: RegExp;
  /** A further test of the cue's match (its capture groups). */
  check?: (match: RegExpMatchArray) => boolean;
  lower?: LowerCase;
  beforeContact?: boolean;
  known?: boolean;
  /** Only a name that looks like one, with the visitor's contact details after it ending the sentence. */
  lastInSentence?: boolean;
};
/** Contact details that end a sentence: "…, 832-555-0193", "…, 503-555-0110 x33.", "… - ray@example.com". */
/** What may stand before a contact detail that follows a name: a comma, and a label ("office line is", "cell:"). */
const BEFORE_CONTACT = String.raw`^[ \t]*[,:-]?[ \t]*(?:(?:(?:my|the|office|work|home|direct|best)[ \t]+)?(?:ph|phone|cell|mobile|tel|line|number|email|e-mail)\b(?:[ \t]+is)?[ \t]*[.:#-]?[ \t]*)?`;
const CONTACT_ENDS_SENTENCE = new RegExp(
  BEFORE_CONTACT +
    String.raw`(?:\+?\(?\d[\d \t().-]{6,20}\d(?:[ \t]*(?:ext\.?|x)[ \t]*\d{1,5})?|[\w.+-]{1,64}@[\w.-]{1,100})[ \t]*(?:[.!;,]?[ \t]*(?:$|\n)|[.!][ \t])`,
  'i',
);
const CONTACT_NEXT = new RegExp(BEFORE_CONTACT + String.raw`(?:\+?\(?\d|[\w.+-]{1,64}@)`, 'i');

/** ", dispatcher at …", ", office manager with …" after a name opening the message. */
const OPENING_ROLE_AT = new RegExp(
  String.raw`^[ \t]*,[ \t]*(?:[a-z-]+[ \t]+){0,2}?${ROLE}[ \t]+(?:at|for|with)[ \t]+[A-Z]`,
  'i',
);

/** Phrases after which the visitor gives their name, strongest first. */
/** A yes that opens an answer: "sure", "yep", "ya", "ok". */
const YES = 'sure|yes|yeah|yep|yup|ya|yea|yah|ok|okay';

const NAME_CUES: NameCue[] = [
  // "Me llamo Lucía Torres", "Soy María José de la Cruz" (after "soy", only a first name the lexicon knows).
  // … and Vietnamese "tôi là Trần Minh Khoa" ("I am"), "tên tôi là …" ("my name is").
  { pattern: /(?:^|[.!?,;:\n]\s*)(?:me\s+llamo|mi\s+nombre\s+es|(?:tên\s+)?tôi\s+là)\s+/gi },
  { pattern: /(?:^|[.!?,;:\n]\s*)soy\s+/gi, known: true },
  // "soy Guadalupe Ramírez, 915-…": a first name the lexicon lacks, when the visitor's number or address follows.
  { pattern: /(?:^|[.!?,;:\n]\s*)soy\s+/gi, beforeContact: true, lastInSentence: true },
  // "sorry spelling is Caitlin!", "it's spelled Caitlin": a respelled first name replaces the one given before.
  {
    pattern:
      /\b(?:(?:the\s+)?spelling\s+is|(?:it's|it’s|its|it\s+is|name\s+is|name's|name’s)\s+spelled|spelled|spelt)\s*[:-]?\s*/gi,
    known: true,
  },
  {
    pattern: /(?:^|[.!?,;:\n]\s*|\b(?:my|full|first|and|the)\s+)name(?:'s|’s|\s+is|s)?\s*[:-]?\s+/gi,
    lower: true,
  },
  // "I'm the practice manager, Jordan Blake", "this is his wife, Rosa Diaz", "office manager here - Tina Morales".
  {
    pattern: new RegExp(
      String.raw`\b(?:i'm|i’m|i\s+am|im|this\s+is|it's|it’s)\s+(?:the|a|an|his|her|their|your|my)\s+(?:[a-z-]+\s+){0,2}?(?:${ROLE}|${RELATION}|${PARTY})(?:\s+(?:at|for|of|with)\s+([^,.!?\n:]{1,60}?))?\s*(?:,|:|[-–—])\s*`,
      'gi',
    ),
    // "I'm the office manager at Whitman & Cole CPAs, Debra Fine": after the role, an organisation's name (capitalised),
    // not a person the role is held for ("the assistant for our CEO, Mark Stevens", "for the owner, Greg Hall").
    check: (match) => !match[1] || isOrganisationAfterRole(match[1]),
  },
  // "I'm his son Eric" without a comma, but not "this is my son Max" (the son, not the writer).
  {
    pattern: new RegExp(
      String.raw`\b(?:i'm|i’m|i\s+am|im|this\s+is|it's|it’s)\s+(?:the|a|an|his|her|their)\s+(?:[a-z-]+\s+){0,2}?(?:${ROLE}|${RELATION})\s+(?=[A-Z])`,
      'gi',
    ),
  },
  { pattern: new RegExp(String.raw`\b${ROLE}\s+here\s*(?:,|:|[-–—])\s*`, 'gi') },
  // "I'm the maid of honor, Tiffany Nguyen-Hart, 832-…", "I'm the one who called earlier - Ray Ortiz 503-…": whatever
  // the visitor says they are, a name set off after it counts when their number or address follows at once.
  {
    pattern: /\b(?:i'm|i’m|i\s+am|im)\s+(?:the|a|an)\s+(?:[a-z-]+\s+){0,3}?[a-z-]+\s*(?:,|:|[-–—])\s*/gi,
    beforeContact: true,
    lastInSentence: true,
  },
  { pattern: /\b(?:i'm|i’m|i\s+am|im)\s+/gi, lower: 'cued' },
  {
    pattern: new RegExp(
      String.raw`(?:^|[.!?,;:\n–—]\s*|\s-\s+|\b(?:hi|hello|hey|${YES})\s+)(?:this\s+is|it's|it’s|it\s+is)\s+`,
      'gi',
    ),
    lower: 'cued',
  },
  // "its dave, text me …": "its" is as often the pronoun ("its leaking"), so only a name the lexicon knows.
  {
    pattern: new RegExp(String.raw`(?:^|[.!?,;:\n–—]\s*|\s-\s+|\b(?:hi|hello|hey|${YES})\s+)its\s+`, 'gi'),
    lower: 'known',
  },
  // "Sure — Rosalind Achebe, office line is 509-…": a name given as the answer to a question, with the contact after it.
  {
    pattern: new RegExp(
      String.raw`(?:^|[.!?\n]\s*)(?:${YES}|of\s+course|absolutely)\s*(?:,|[-–—]+)\s*`,
      'gi',
    ),
    beforeContact: true,
    lastInSentence: true,
  },
  // "name for the order: Debbie Walsh", "name on the booking is …".
  {
    pattern:
      /\bname\s+(?:for|on|under)\s+(?:the|this|my|our|that)\s+(?:order|booking|reservation|appointment|account|quote|estimate|job|ticket|invoice)\s*(?:is|:|-)?\s*/gi,
    lower: true,
  },
  { pattern: /\bcall\s+me\s+/gi },
  { pattern: /\bask\s+for\s+/gi, lower: 'known' },
  // "I'll be the contact, Rob Kessler", "point of contact is …", "main contact: …".
  {
    pattern:
      /\b(?:the|main|best|point\s+of|on-site|onsite)\s+contact(?:\s+person)?\s*(?:is|will\s+be|would\s+be|:|,|-)\s*/gi,
  },
  // "Contact: Evelyn Marsh, office administrator", "Contact is Lorraine Pettigrew, 775-…" at a line's start.
  { pattern: /(?:^|\n)[ \t]*contact(?:\s+person)?\s*(?:is|:|-)\s*/gi },
  { pattern: /\bme,\s*/gi },
  // Run-on text: "can u send someone asap this is Marcus 503 555 0176".
  { pattern: /\b(?:this\s+is|it's|it’s|its|i'm|i’m|im)\s+/gi, lower: 'known', beforeContact: true },
  // "call marisol 505-555-0131", "text Dave at 503-…": like "ask for", a name right before the number.
  { pattern: /\b(?:call|text|ring)\s+(?!me\b|us\b)/gi, lower: 'known', beforeContact: true },
];
const NAME_HERE =
  /(?:^|\n|[.!?]\s+)(?:(?:hi|hello|hey)(?:\s+there)?\s*(?:[,!.]|\s[-–—])?\s+)?(?=\S+(?:\s+\S+){0,3}\s+here\b)/gi;
/** After a name, the writer goes on about themselves: "…, I own Nowak's Bakery", "…, I'm the owner". */
const SELF_NEXT = /^[ \t]*,[ \t]*I(?:[ \t]+(?:own|run|manage|operate|work|am|have)\b|['’]m\b)/;
/** "anyway this is Wojciech Nowak, I own …" mid-sentence, "Hey — Rashid Haddad, I own …" after a greeting. */
const SELF_INTRODUCTION =
  /\b(?:this\s+is|it's|it’s)\s+|(?:^|\n|[.!?]\s+)(?:hi|hello|hey)(?:\s+there)?\s*(?:[,!.]|\s[-–—])\s*/gi;
const GREETING_NAME_FROM =
  /(?:^|\n|[.!?]\s+)(?:hi|hello|hey|good\s+(?:morning|afternoon|evening))(?:\s+there)?\s*(?:[,!.]|\s[-–—])\s*/gi;

const LINE_FROM = /(?:^|\n)[ \t]*from[ \t]+(?=[A-Z])/gi;

/** "Whitman & Cole CPAs", "Oakview Apartments": capitalised, and no person's role or relation ("our CEO", "my boss"). */
const PERSON_WORD = new RegExp(String.raw`\b(?:${ROLE}|${RELATION}|boss|owners?)\b`, 'i');

function isOrganisationAfterRole(words: string): boolean {
  return /^\p{Lu}/u.test(words) && !PERSON_WORD.test(words);
}

function findCuedName(text: string): string | undefined {
  for (const cue of NAME_CUES) {
    for (const match of text.matchAll(cue.pattern)) {
      if (cue.check && !cue.check(match)) continue;
      const read = readName(text, match.index + match[0].length, { lower: cue.lower });
      if (!read || (cue.known && !startsWithKnownFirstName(read.name))) continue;
      if (!cue.beforeContact) return read.name;
      if (
        cue.lastInSentence &&
        !(
          CONTACT_ENDS_SENTENCE.test(text.slice(read.end, read.end + 160)) &&
          isPlausibleUncuedName(read.name) &&
          !organisationNamed(read.name) &&
          (hasKnownNameWord(read.name) ||
            read.name.split(' ').every((word) => !isEnglishWord(word.toLowerCase())))
        )
      )
        continue;
      // "you can call dave 503-555-0199, he is our super": the number is someone the sentence goes on about.
      if (
        CONTACT_NEXT.test(text.slice(read.end, read.end + 40)) &&
        !/^[^.!?\n]{0,40}?\b(?:he|she|his|her|him|they|their|them)\b/i.test(
          text.slice(read.end, read.end + 60),
        )
      )
        return read.name;
    }
  }
  for (const match of text.matchAll(NAME_HERE)) {
    const read = readName(text, match.index + match[0].length, { lower: 'known' });
    // "Lakeside Park here we come", "Smile Studio Dental here": a place or an organisation, not a person.
    if (
      read &&
      /^\s+here\b/i.test(text.slice(read.end, read.end + 8)) &&
      !isPlaceName(read.name.split(' ')) &&
      !hasOrganisationNounAfterFirst(read.name)
    )
      return read.name;
  }
  for (const match of text.matchAll(GREETING_NAME_FROM)) {
    const read = readName(text, match.index + match[0].length);
    if (read && FROM_COMPANY.test(text.slice(read.end, read.end + 20))) return read.name;
  }
  // "Marta Villanueva, 303-555-0132, water heater leaking": a full name opening the message, a contact detail after.
  const opening = readName(text, 0, { minWords: 2 });
  if (
    opening &&
    /^[ \t]*[,:]/.test(text.slice(opening.end, opening.end + 4)) &&
    // "Dmytro Kovalenko, dispatcher at Prairie Wind Transport": a job title and organisation after the name count
    // as a contact detail does.
    (CONTACT_NEXT.test(text.slice(opening.end, opening.end + 16)) ||
      OPENING_ROLE_AT.test(text.slice(opening.end, opening.end + 60))) &&
    // "Dave Smith, 503-555-0106, is our property manager": the sentence goes on about them, a third party.
    !/^[ \t]*[,:][ \t]*\S+(?:[ \t]\S+){0,3}?[ \t]*,?[ \t]*(?:is|was|will|would|can|could|has|does|knows|said)\b/i.test(
      text.slice(opening.end, opening.end + 60),
    ) &&
    isPlausibleUncuedName(opening.name) &&
    !organisationNamed(opening.name) &&
    (startsWithKnownFirstName(opening.name) ||
      opening.name.split(' ').every((word) => !isEnglishWord(word.toLowerCase())))
  )
    return opening.name;
  // A capitalised full name, then the writer speaking of themselves: not a place or an organisation.
  for (const match of text.matchAll(SELF_INTRODUCTION)) {
    const read = readName(text, match.index + match[0].length, { minWords: 2 });
    if (
      read &&
      SELF_NEXT.test(text.slice(read.end, read.end + 16)) &&
      isPlausibleUncuedName(read.name) &&
      // A first name the lexicon knows, or no English word at all ("Rashid Haddad"; not "Main Street").
      (startsWithKnownFirstName(read.name) ||
        read.name.split(' ').every((word) => !isEnglishWord(word.toLowerCase()))) &&
      !organisationNamed(read.name)
    )
      return read.name;
  }
  // "From Jen at Willow Creek Dental: our sink …": a header naming the writer and their organisation.
  for (const match of text.matchAll(LINE_FROM)) {
    const read = readName(text, match.index + match[0].length);
    // "From Dr. Lee at Smile Studio": a titled name in a header is as often a referral as the writer.
    if (!read || isPlaceName(read.name.split(' ')) || read.titled) continue;
    const from = FROM_COMPANY.exec(text.slice(read.end, read.end + 20));
    if (from && readCompany(text, read.end + from[0].length, { needOrganisation: true })) return read.name;
  }
  return undefined;
}

// Bounded runs (an address's local part is at most 64 characters, a phone number far under 30): unbounded, a long
// run of letters or of digits and spaces made these quadratic on a hostile 2,000-character message.
const BOUNDED_EMAIL = /[A-Z0-9._%+-]{1,64}@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const CONTACT_SEGMENT = new RegExp(`${BOUNDED_EMAIL.source}|\\+?\\(?\\d[\\d\\s().-]{6,30}\\d`, 'i');
const SEGMENT_SEPARATOR = /\s*(?:[,|•·/]|\s[-–—]\s)\s*/;

/** Letters after a name in a signature ("Dr. Anita Shah, DDS"): a title, like a job title. */
const CREDENTIALS = words('dds dmd md do rn np pa cpa esq jd phd mba pe dvm od lmt lcsw pt dpt dc');

const ROLE_AT_COMPANY = new RegExp(`^((?:[A-Za-z&/-]+\\s+){0,3}?${ROLE})\\s+(?:at|for|of|with|@)\\s+`, 'i');

/** `looseCompany`: capitalised words with no organisation word ("Cole Custom Cabinets"): a company beside a job title. */
type SegmentKind = { contact?: true; company?: string; role?: true; looseCompany?: string };

/** What one part of a signature is: a contact detail, a job title, a company, or "Title, Company" / "Title at Company". */
function classifySegment(segment: string): SegmentKind | undefined {
  const value = segment.trim().replace(/[.!]+$/, '');
  if (!value) return {};
  const contact = CONTACT_SEGMENT.exec(value);
  if (contact) {
    // "Berg Home Team Realty 360-555-0131": what stands before the number is classified on its own.
    const before = value
      .slice(0, contact.index)
      .trim()
      .replace(/^\((.*)\)$/, '$1');
    const after = value.slice(contact.index + contact[0].length).trim();
    // "503-555-0106 is our property manager": a sentence about the number, not a signature's line.
    if (after.split(/\s+/).length >= 3) return undefined;
    if (!before || after) return { contact: true };
    const kind = classifySegment(before);
    return kind ? { ...kind, contact: true } : { contact: true };
  }
  const roleAt = ROLE_AT_COMPANY.exec(value);
  if (roleAt) {
    // "Director of Operations", "Head of Facilities": after "of" comes a department as often as an organisation.
    const company = readCompany(value, roleAt[0].length, { needOrganisation: /\sof\s+$/i.test(roleAt[0]) });
    if (company) return { role: true, company };
    // "Director of Facilities, Pinecrest Senior Living": a department, then the organisation after a comma.
    const comma = value.indexOf(',', roleAt[0].length);
    const after = comma > 0 ? classifySegment(value.slice(comma + 1)) : undefined;
    return after?.company ? { role: true, company: after.company } : { role: true };
  }
  if (CREDENTIALS.has(value.toLowerCase().replace(/\./g, ''))) return { role: true };
  const wordsOf = value.split(/\s+/);
  if (wordsOf.length <= 4 && ROLE_NOUNS.has(wordsOf[wordsOf.length - 1]!.toLowerCase().replace(/s$/, ''))) {
    return { role: true };
  }
  const whole = (name: string | undefined) =>
    name && name.replace(/\.$/, '') === value.replace(/^the\s+/i, '');
  const company = readCompany(value, 0, { needOrganisation: true });
  if (company && whole(company)) return { company };
  const loose = readCompany(value, 0);
  if (loose && whole(loose) && !loose.split(' ').some(isPlaceWord)) return { looseCompany: loose };
  return undefined;
}

/** A city, region, state or place word ("Portland", "Oregon", "Creek"). */
function isPlaceWord(word: string): boolean {
  const key = word.toLowerCase();
  const { places, towns, placeWords } = nameLexicon();
  return places.has(key) || towns.has(key) || placeWords.has(key) || US_STATES.has(key);
}

const SIGN_OFF =
  /(?:(?:^|\n)[ \t]*|[.!?]\s+)(?:thanks(?:\s+again|\s+so\s+much)?|thank\s+you(?:\s+so\s+much)?|thx|many\s+thanks|(?:best|kind|warm)\s+regards|regards|best\s+wishes|all\s+the\s+best|best|cheers|sincerely|respectfully|take\s+care|blessings|god\s+bless|warmly|with\s+gratitude|gratefully|cordially)[ \t]*(?:[,!.:]+[ \t]*(\n(?:[ \t]*\n)*)?|(\n(?:[ \t]*\n)*))/gi;
/** "— Dana", "-Angela", and the e-mail signature delimiter "-- " on a line of its own. */
const DASH_SIGN_OFF = /(?:(?:^|\n)[ \t]*|[.!?]\s+)(?:—|–|--?)[ \t]*(?:\n[ \t]*)?(?=[A-Za-z])/g;
/** A line's start at the message's start, after a blank line, or after a line that ends a sentence. */
const SIGNATURE_LINE_OPEN = /(?:^|\n[ \t]*\n|[.!?][ \t]*\n)[ \t]*(?=[A-Z])/g;
/** A spaced long dash after the visitor's own number: "Call me at +1-202-555-0155 ext. 12 — Theodore Asante, …". */
const NUMBER_DASH = /\d[ \t]+[—–][ \t]*(?=[A-Z])/g;
/** A phone number (and its extension) that ends where the dash starts. */
const NUMBER_BEFORE_DASH = /\+?\(?\d[\d \t().-]{6,20}\d(?:[ \t]*(?:ext\.?|x)[ \t]*\d{1,5})?[ \t]*$/i;
/** The sentence before the dash gives the visitor's own number ("call me at", "my cell"), nobody else's. */
const OWN_NUMBER_SENTENCE = /\b(?:me|my|i|i'm|i’m|im|us|our)\b/i;
/** Someone else named in a sentence: "the landlord is 503-…", "my husband handles billing", "the tenant in 4B". */
const OTHER_PARTY = new RegExp(
  String.raw`\b(?:my|our|his|her|their|the|a|an)\s+(?:[a-z'’-]+\s+){0,2}?(?:${RELATION}|landlord|landlady|tenant|renter|boss|manager|contractor|assistant|partner|roommate|super|superintendent|agent|owner|neighbou?r|resident|guest|customer|client)s?\b`,
  'i',
);
/** Sentence starts, but not after a courtesy title ("contact our director, Ms. Amy Chen, at 503-…"). */
const LINE_START = /(?:(?:^|\n)[ \t]*|(?<!\b(?:[Dd]r|[Mm]rs?|[Mm]s|[Ss]t|[Mm]t|[Ff]t))[.!?]\s+)(?=[A-Z])/g;

/** `titled`: a job title stood beside the name. */
type Signature = { name: string; company?: string; titled?: boolean };

/**
 * Reads a signature at `start`: a name, then on the same line (after ",", "|", " - ") and, for a sign-off block, on
 * the lines below: contact details, a job title and a company. `needContact`: a bare "Sam Patel, 503-555-0104"
 * counts only with a contact detail beside it.
 */
function readSignature(
  text: string,
  start: number,
  options: {
    minWords: number;
    needContact: boolean;
    block: boolean;
    lower: LowerCase;
    /** What each line below a name is, by the line's start (null: it ends a signature), shared by one message's reads. */
    lineKinds?: Map<number, SegmentKind | null>;
  },
): Signature | undefined {
  const read = readName(text, start, { lower: options.lower, minWords: options.minWords });
  if (!read) return undefined;
  const lineEnd = text.indexOf('\n', read.end);
  const rest = text.slice(read.end, lineEnd < 0 ? undefined : lineEnd);
  // A signature's line is short; a long one is prose (and splitting it at every sentence start was quadratic:
  // "Dana Ruiz here. " 120 times took ~9 ms).
  if (rest.length > 200) return undefined;
  const kinds: SegmentKind[] = [];
  for (const segment of rest.replace(/^\s*(?:[,|•·/]|[-–—])?\s*/, '').split(SEGMENT_SEPARATOR)) {
    const kind = classifySegment(segment);
    // More prose after the name: not a signature. Capitalised words with no organisation word count only on the
    // lines below a name, under a job title ("Jim Cole | Cole Custom Cabinets | 503-… is my contractor" is prose).
    // "Dev Malhotra | Owner | Spice Route Kitchen | 503-…": after a job title on the same line, it may.
    if (!kind || (kind.looseCompany && !kinds.some((seen) => seen.role))) return undefined;
    kinds.push(kind);
  }
  // "James O'Connor - Property Manager - Cobblestone Rentals" over a line with the number: the lines below belong to
  // a signature line that already holds a job title.
  const titled = kinds.some((kind) => kind.role);
  if ((options.block || !rest.trim() || titled) && lineEnd >= 0) {
    // Walked line by line, never by splitting the rest of the message: this runs at every line start, and splitting
    // (and classifying the same six lines again from each start) took 15 ms on 280 lines of "Rosa R".
    let lineStart = lineEnd + 1;
    for (let count = 0; count < 6 && lineStart <= text.length; count += 1) {
      const next = text.indexOf('\n', lineStart);
      const lineStop = next < 0 ? text.length : next;
      let kind = options.lineKinds?.get(lineStart);
      if (kind === undefined) {
        const line = text.slice(lineStart, lineStop);
        kind = !line.trim()
          ? null
          : (classifySegment(line) ??
            (SEGMENT_SEPARATOR.test(line)
              ? mergeKinds(line.split(SEGMENT_SEPARATOR).map(classifySegment))
              : undefined) ??
            null);
        options.lineKinds?.set(lineStart, kind);
      }
      if (!kind) break;
      kinds.push(kind);
      lineStart = lineStop + 1;
    }
  }
  if (options.needContact && !kinds.some((kind) => kind.contact)) return undefined;
  // "Thanks, Portland": a sign-off before a place is a greeting to it, not a signature.
  if (isPlaceName(read.name.split(' '))) return undefined;
  // "Shah Family Dentistry" on a line above the number is the practice, not a person.
  if (hasOrganisationNounAfterFirst(read.name)) return undefined;
  // A name on the line under a job title is the organisation: "Jim Cole / Owner, Cole Custom Cabinets / 503-…".
  const beside = kinds.some((kind) => kind.role) && kinds.some((kind) => kind.contact);
  const company =
    kinds.find((kind) => kind.company)?.company ??
    (beside ? kinds.find((kind) => kind.looseCompany)?.looseCompany : undefined);
  if (organisationNamed(read.name)) return undefined;
  const words = read.name.split(' ');
  if (words.length > 1 && !hasNameLikeWord(words)) return undefined;
  return { name: read.name, company, titled: kinds.some((kind) => kind.role) };
}

/** "Grace Lutheran Church", "Shah Family Dentistry": an organisation word after the first, unless it is a surname. */
function hasOrganisationNounAfterFirst(name: string): boolean {
  const { lastNames } = nameLexicon();
  return name
    .split(' ')
    .some(
      (part, index) =>
        index > 0 && isOrganisationNoun(part.toLowerCase()) && !lastNames.has(part.toLowerCase()),
    );
}

/** "Thanks, Google": an organisation the lexicon knows by name is not the visitor. */
function organisationNamed(name: string): boolean {
  return nameLexicon().organisations.has(name.toLowerCase());
}

function mergeKinds(kinds: (SegmentKind | undefined)[]): SegmentKind | undefined {
  if (kinds.some((kind) => !kind)) return undefined;
  return kinds.reduce<SegmentKind>((merged, kind) => ({ ...merged, ...kind }), {});
}

function findSignature(text: string): Signature | undefined {
  const lineKinds = new Map<number, SegmentKind | null>();
  /** A full name within a line of prose, no contact detail needed (the callers check what follows it). */
  const fullNameInLine = { minWords: 2, needContact: false, block: false, lower: false, lineKinds };
  for (const match of text.matchAll(SIGN_OFF)) {
    const block = Boolean(match[1] ?? match[2]);
    const signature = readSignature(text, match.index + match[0].length, {
      minWords: 1,
      needContact: false,
      block,
      lower: false,
      lineKinds,
    });
    if (signature) return signature;
    // "thanks, carla moreno" counts in lower case only with a contact detail beside or below it.
    const lower = readSignature(text, match.index + match[0].length, {
      minWords: 2,
      needContact: true,
      block,
      lower: true,
      lineKinds,
    });
    if (lower) return lower;
    // "thanks! angela 503-555-0112", "cheers\nben": one lower-case word when the lexicon knows it as a first name.
    const known = readSignature(text, match.index + match[0].length, {
      minWords: 1,
      needContact: !block,
      block,
      lower: 'known',
      lineKinds,
    });
    if (known) return known;
  }
  const dashLines = text.match(/(?:^|\n)[ \t]*[-–—•*]/g)?.length ?? 0;
  if (dashLines <= 1) {
    for (const match of text.matchAll(DASH_SIGN_OFF)) {
      const signature = readSignature(text, match.index + match[0].length, {
        minWords: 1,
        needContact: false,
        block: true,
        lower: false,
        lineKinds,
      });
      if (signature) return signature;
    }
  }
  // "Call me at +1-202-555-0155 ext. 12 — Theodore Asante, office manager, Capitol Hill Pediatrics": after the
  // visitor's own number, a full name set off by a comma with a job title and an organisation, as a signature line.
  // "Mine burst.\n\nJordan Whitaker | Senior Analyst | Castlegate Insurance\nThis message … is confidential": a line of
  // its own, after a blank line or a finished sentence, that is a full name, a job title and an organisation.
  for (const match of text.matchAll(SIGNATURE_LINE_OPEN)) {
    const start = match.index + match[0].length;
    // A separator after the first words of the line ("Jordan Whitaker |", "Theodore Asante,"), or it is prose.
    if (!/^[^,|•·\n–—-]{3,60}(?:[,|•·]|[-–—][ \t])/.test(text.slice(start, start + 64))) continue;
    const signature = readSignature(text, start, fullNameInLine);
    if (signature?.company && signature.titled) return signature;
  }
  let numberDashes = 0;
  for (const match of text.matchAll(NUMBER_DASH)) {
    if ((numberDashes += 1) > 4) break;
    const sentence = text.slice(
      Math.max(0, text.lastIndexOf('\n', match.index) + 1, sentenceStartBefore(text, match.index)),
      match.index,
    );
    if (
      !NUMBER_BEFORE_DASH.test(sentence + text[match.index]) ||
      !OWN_NUMBER_SENTENCE.test(sentence) ||
      OTHER_PARTY.test(sentence)
    )
      continue;
    const start = match.index + match[0].length;
    const signature = readSignature(text, start, fullNameInLine);
    if (signature?.company && /^[ \t]*[,|]/.test(text.slice(start + signature.name.length))) return signature;
  }
  for (const match of text.matchAll(LINE_START)) {
    const signature = readSignature(text, match.index + match[0].length, {
      minWords: 2,
      needContact: true,
      block: false,
      lower: false,
      lineKinds,
    });
    // A bare name has no cue: a city and state before a phone number is not one.
    if (signature && !endsWithState(signature.name.split(' '))) return signature;
  }
  // "Kelly - office mgr at Northgate Orthodontics - 503 555 0123": one word, if the lexicon knows it as a first name.
  for (const match of text.matchAll(LINE_START)) {
    const signature = readSignature(text, match.index + match[0].length, {
      minWords: 1,
      needContact: true,
      block: false,
      lower: false,
      lineKinds,
    });
    if (signature && !signature.name.includes(' ') && startsWithKnownFirstName(signature.name))
      return signature;
  }
  return undefined;
}

/**
 * A message that is only a name besides its contact details answers "who should we ask for?": "Dave 503-555-0133",
 * "Jen - jen@…", "luis garcia 971.555.0196", or "Elena Petrova" on its own after the details came earlier. Without
 * contact details beside it, only a full name whose first word the lexicon knows as a first name.
 */
function findLoneName(text: string, email: string | undefined, hasContact: boolean): string | undefined {
  // "RAY OKAFOR  RAY.OKAFOR+SHOP@EXAMPLE.COM  PHONE 3125550108", "MY EMAIL IS … DOLORES HAYNES": a label says what the
  // detail is, and is no more part of what else was said than the detail itself.
  const labelled = text.replace(CONTACT_LABEL, ' ');
  let rest = withoutTrailingRole(
    (email ? labelled.replace(email, ' ') : labelled).replace(/\+?\(?\d[\d\s().-]{6,}\d/g, ' '),
  )
    // A hyphen between letters is part of the name ("Olsen-Baptiste", "Anne-Marie"); any other is a separator.
    .replace(/[\s,;:|/.!–—<>]+|(?<!\p{L})-+|-+(?!\p{L})/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (!rest || rest.split(' ').length > 3) return undefined;
  // A shouted message ("RAY OKAFOR … PHONE 3125550108"): its words read as if capitalised, and only a name that
  // starts with a first name the lexicon knows counts ("Ray Okafor", not "Front Door").
  if (!/\p{Ll}/u.test(text) && /\p{Lu}{2}/u.test(rest)) {
    rest = rest.replace(/\p{Lu}+/gu, (word) => word[0]! + word.slice(1).toLowerCase());
    if (!startsWithKnownFirstName(rest)) return undefined;
  }
  // One capitalised word beside contact details ("Phuong 503-…"): a first name, or no place and no English word
  // ("Leak 503-…", "Tigard 503-…").
  if (hasContact && /^[A-Z][a-z'’]{1,20}$/.test(rest)) {
    return isNameWord(rest, false, true) && isPlausibleSingleName(rest) ? rest : undefined;
  }
  const read = readName(rest, 0, { lower: 'known' });
  if (!read || read.end !== rest.length || !isPlausibleUncuedName(read.name)) return undefined;
  // "Dr. Amy Yang" alone answers "who is your dentist?": a titled name needs contact details beside it.
  if (read.titled && !hasContact) return undefined;
  if (hasContact) return read.name;
  // Alone in a message, a first name answers "which stylist?" or "your dog's name?" as often as "who are you?"; a
  // full name starting with a known first name is the visitor's ("Elena Petrova", "Frank Osei").
  return read.name.includes(' ') && startsWithKnownFirstName(read.name) ? read.name : undefined;
}

/**
 * "jolene sato, operations.", "mike r, owner": a last comma-set part of one or two English words (no first name) is
 * the visitor's role or department, not more of their name.
 */
function withoutTrailingRole(text: string): string {
  const comma = text.lastIndexOf(',');
  if (comma < 0 || !/\p{L}/u.test(text.slice(0, comma))) return text;
  const after = text
    .slice(comma + 1)
    .replace(/[\s.!;:|/–—<>-]+/g, ' ')
    .trim()
    .toLowerCase();
  const parts = after.split(' ');
  const isRole =
    after !== '' &&
    parts.length <= 2 &&
    parts.every(
      (part) =>
        part.length > 2 &&
        !FUNCTION_WORDS.has(part) &&
        isEnglishWord(part) &&
        !nameLexicon().firstNames.has(part),
    );
  return isRole ? text.slice(0, comma) : text;
}

/** Where the sentence holding `index` starts (after the last full stop, question or exclamation mark before it). */
function sentenceStartBefore(text: string, index: number): number {
  const from = Math.max(0, index - 200);
  let start = from;
  for (const stop of text.slice(from, index).matchAll(SENTENCE_STOP))
    start = from + stop.index + stop[0].length;
  return start;
}
/** A sentence's end, not an abbreviation's full stop ("ext. 12", "St. Mary's", "Dr. Lee"). */
const SENTENCE_STOP = /(?<!\b(?:ext|st|dr|mr|mrs|ms|mt|ft|no|apt|ste|x))[.!?]+\s+/gi;

/** Where a message's sentences start (after a full stop, question or exclamation mark, or a line break). */
const SENTENCE_BREAK = /[.!?]+\s+|\n\s*/g;

/** Where the message's last sentence starts, after the break before it; undefined for a message of one sentence. */
function lastSentenceOf(text: string): { breakAt: number; start: number } | undefined {
  let start = -1;
  let breakAt = -1;
  for (const match of text.matchAll(SENTENCE_BREAK)) {
    if (match.index + match[0].length >= text.length) break;
    [breakAt, start] = [match.index, match.index + match[0].length];
  }
  return start > 0 ? { breakAt, start } : undefined;
}

/**
 * "… turnover cleaning between guests, 2br condo downtown. becca 702 555 0150": the message's last sentence is only a
 * name and contact details, read as a whole message of them is (`findLoneName`), unless the sentence before hands
 * over someone else's contact ("my husband handles it. Dave 503-…").
 */
function findLastSentenceName(text: string, email: string | undefined): string | undefined {
  const sentence = lastSentenceOf(text);
  if (!sentence) return undefined;
  const { breakAt, start } = sentence;
  const last = text.slice(start);
  const hasEmail = email !== undefined && last.includes(email);
  if (!hasEmail && !PHONE_RUN_ONCE.test(last)) return undefined;
  const before = text.slice(Math.max(0, breakAt - 120), breakAt);
  if (
    givesThirdParty(text, breakAt) ||
    OTHER_PARTY.test(before.slice(sentenceStartBefore(before, before.length)))
  ) {
    return undefined;
  }
  return findLoneName(last, hasEmail ? email : undefined, true);
}
const PHONE_RUN_ONCE = /\+?\(?\d[\d\s().-]{6,30}\d/;

/**
 * "Can I book nail trim for 2 cats. +1 (720) 555-0115. Priyanka", "… overseeded. Kim": a message that gives the
 * visitor's number or email and closes with a sentence that is only a name, signed as a note is. The name must open
 * with a first name the lexicon knows and be no place or organisation; and the sentence before must not hand over
 * someone else's contact.
 */
function findClosingName(text: string, hasContact: boolean): string | undefined {
  if (!hasContact) return undefined;
  const sentence = lastSentenceOf(text);
  if (!sentence) return undefined;
  const { breakAt, start } = sentence;
  const read = readName(text, start, { lower: 'known' });
  if (!read || !/^[\s.!]*$/.test(text.slice(read.end))) return undefined;
  // A first name the lexicon knows opens it: "Hablo Espanol", "Muchas Gracias" are no names.
  if (
    !startsWithKnownFirstName(read.name) ||
    !isPlausibleUncuedName(read.name) ||
    organisationNamed(read.name)
  )
    return undefined;
  if (givesThirdParty(text, breakAt)) return undefined;
  return read.name;
}

const CONTACT_LABEL =
  /\b(?:(?:my|and)[ \t]+)?(?:phone|ph|cell|mobile|tel|number|email|e-mail)(?:[ \t]+(?:is|number|no))?[ \t]*[:#.-]?[ \t]*(?=\+?\(?\d|[\w.+-]{1,64}@|[ \t]*$)/gi;

/** One capitalised word where a name may stand: a known first name, or no place, organisation or English word. */
function isPlausibleSingleName(word: string): boolean {
  if (startsWithKnownFirstName(word)) return true;
  return (
    !isPlaceName([word]) &&
    !organisationNamed(word) &&
    !US_STATES.has(word.toLowerCase()) &&
    !isEnglishWord(word)
  );
}

function startsWithKnownFirstName(
  name: string,
  options: { ambiguous: boolean } = { ambiguous: true },
): boolean {
  const first = name.split(' ')[0]!;
  const { firstNames, ambiguousFirstNames } = nameLexicon();
  const key = first.toLowerCase();
  // "María", "José": the lexicon's names are written without accents.
  const plain = key.normalize('NFD').replace(/\p{M}/gu, '');
  return (
    firstNames.has(key) ||
    firstNames.has(plain) ||
    (options.ambiguous && ambiguousFirstNames.has(plain) && TITLE_CASE.test(first))
  );
}

/** What may stand before a name that ends a message: a phone number or a thank-you (the email is found by position). */
const TAIL_TRIGGER = /\+?\(?\d[\d\s().-]{6,}\d|\b(?:thx|thanks|thank\s+you|ty|tia|cheers|regards)\b/gi;
/** A job title after a name that ends the message: "… - Pat Lewis, board chair". */
const TRAILING_ROLE = new RegExp(
  String.raw`^\s*[,|–—-]\s*(?:(?!(?:my|our|his|her|their|your)\b)[a-z&/-]+\s+){0,3}${ROLE}\s*[.!]*\s*$`,
  'i',
);
const TAIL_SEPARATOR = /^[ \t]*(?:[!.,;:]+[ \t]*)?(?:\n[ \t]*)?(?:[-–—(/]+[ \t]*)?(?:\n[ \t]*)?/;

/**
 * A name that ends the message after its contact details or a thank-you, set off by a dash or a full stop:
 * "my cell is (458) 555-0121 - Jess Moreno", "thx!! -kayla", "call me at 503 555 0199. Walt Jensen". Lower case
 * only when the lexicon knows the name; one word only when it knows it as a first name.
 */
function findTailName(text: string, email: string | undefined): string | undefined {
  let start = email ? text.lastIndexOf(email) : -1;
  let after = email ? start + email.length : -1;
  let byContact = after >= 0;
  for (const match of text.matchAll(TAIL_TRIGGER)) {
    const end = match.index + match[0].length;
    if (end <= after) continue;
    [start, after] = [match.index, end];
    byContact = /\d/.test(match[0]);
  }
  if (after < 0 || givesThirdParty(text, start)) return undefined;
  const separator = TAIL_SEPARATOR.exec(text.slice(after))![0];
  // Only spaces between: "call 503-555-0133 Tuesday", "thanks Dave" (thanking someone) are not a signature.
  if (!/[^ \t]/.test(separator)) return undefined;
  const read = readName(text, after + separator.length, { lower: 'known' });
  if (!read || !(/^[\s.!:;)(]*$/.test(text.slice(read.end)) || TRAILING_ROLE.test(text.slice(read.end)))) {
    return undefined;
  }
  if (isPlausibleUncuedName(read.name) && hasKnownNameWord(read.name)) return read.name;
  // "…0100 -- Priyanka", "…0100 (Wes)": set off by a dash or a bracket after the number or address, one capitalised
  // word the lexicon does not know still reads as a name, as a lone "Dave 503-…" does.
  const setOff = byContact && /[-–—(/]/.test(separator) && /^[A-Z][a-z'’]{1,20}$/.test(read.name);
  return setOff && isPlausibleSingleName(read.name) ? read.name : undefined;
}

const DASH_BEFORE_NAME = /\s[-–—]+[ \t]*(?=[A-Za-z])/g;
const PHONE_RUN = /\+?\(?\d[\d\s().-]{6,}\d/g;

/**
 * "…said you guys are great - Tom 503-555-0190": the message ends in a dash, a name the lexicon knows, and only
 * contact details after it.
 */
function findDashNameBeforeContact(text: string, email: string | undefined): string | undefined {
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(DASH_BEFORE_NAME)) last = match;
  if (!last || givesThirdParty(text, last.index)) return undefined;
  const read = readName(text, last.index + last[0].length, { lower: 'known' });
  if (!read) return undefined;
  const after = text.slice(read.end);
  const rest = (email ? after.replace(email, ' ') : after).replace(PHONE_RUN, ' ');
  if (rest === after || !/^[\s,.;:!|/()-]*$/.test(rest)) return undefined;
  return isPlausibleUncuedName(read.name) && hasKnownNameWord(read.name) ? read.name : undefined;
}

/** "…our front door lock broke - Jess": the message ends in a dash and a name the lexicon knows. */
function findDashNameAtEnd(text: string): string | undefined {
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(DASH_BEFORE_NAME)) last = match;
  if (!last || givesThirdParty(text, last.index)) return undefined;
  // After a number or address the tail-name rule decides ("My landlord's number is 503-… - Greg" is the landlord).
  if (/[\d@][^\s]*[\s.,;:)]*$/.test(text.slice(Math.max(0, last.index - 40), last.index))) return undefined;
  const read = readName(text, last.index + last[0].length, { lower: 'known' });
  if (!read || !/^[\s.!]*$/.test(text.slice(read.end))) return undefined;
  return isPlausibleUncuedName(read.name) && hasKnownNameWord(read.name) ? read.name : undefined;
}

/** "Walt Jensen", "Frank Osei": the lexicon knows a first or last name in it (not "Merry Christmas"). */
function hasKnownNameWord(name: string): boolean {
  const { lastNames } = nameLexicon();
  return startsWithKnownFirstName(name) || name.split(' ').some((part) => lastNames.has(part.toLowerCase()));
}

const DIGIT_WORD = '(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)';
/** Ten or eleven digits written as words: "five oh three, five five five, oh one two five". */
const SPELLED_NUMBER = new RegExp(String.raw`\b${DIGIT_WORD}(?:[\s,.-]{1,3}${DIGIT_WORD}\b){9,10}`, 'i');
const DIGIT_VALUES: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

function spelledNumber(message: string): string | undefined {
  const spelled = SPELLED_NUMBER.exec(message)?.[0];
  return spelled
    ?.toLowerCase()
    .split(/[\s,.-]+/)
    .map((word) => DIGIT_VALUES[word] ?? '')
    .join('');
}

/**
 * Runs of what a written number is made of (digits and their punctuation), found left to right in one pass: one
 * character class under one greedy star with nothing after it, so no match is ever retried from inside a run.
 */
const NUMBER_RUN = /[+(]?\d[\d \t\u00A0()./+\u2010-\u2015\u2212-]*/g;
/** A run longer than this is read in windows of this many characters (a formatted number with its code fits). */
const NUMBER_WINDOW = 32;
/** Characters after a run that libphonenumber may read with it: an extension ("ext. 204", "x12"). */
const AFTER_RUN = 24;
/**
 * At most this many windows a message go to libphonenumber (each call costs 0.05-0.4 ms): the first number not
 * taken back wins, and a visitor gives one or two.
 */
const MAX_NUMBER_READS = 4;

type FoundNumber = { number: string; startsAt: number; endsAt: number };

/**
 * Whether a stretch of a run may hold a phone number: seven digits or more, in groups of 1.5 digits or more on
 * average ("503 555 0123", "+33 1 23 45 67 89"; not "5 5 5 5 5 5 5", which libphonenumber takes 0.3 ms to refuse).
 */
function mayHoldNumber(stretch: string): boolean {
  let digits = 0;
  let groups = 0;
  for (let i = 0; i < stretch.length; i += 1) {
    const code = stretch.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      digits += 1;
      const before = i > 0 ? stretch.charCodeAt(i - 1) : 0;
      if (!(before >= 48 && before <= 57)) groups += 1;
    }
  }
  return digits >= 7 && digits >= 1.5 * groups;
}

const isDigitAt = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
};

/**
 * The phone numbers in a text, as libphonenumber's `findPhoneNumbersInText` finds them, in linear time: that
 * function's candidate pattern backtracks on long runs of digits and separators (2,000 characters of "5 " took
 * ~40 ms), so it is only given short windows: each run of digits and punctuation with a few characters around it, a
 * long run in windows that start at a digit after a separator, a number counted in the window where it starts.
 * Windows that cannot hold a number are not read, and at most `MAX_NUMBER_READS` are (bounded work a message).
 */
export function phoneNumbersIn(text: string, defaultCountry: CountryCode): FoundNumber[] {
  const found: FoundNumber[] = [];
  let reads = 0;
  for (const run of text.matchAll(NUMBER_RUN)) {
    const start = run.index;
    const end = start + run[0].length;
    let from = start;
    while (from < end) {
      const long = end - from > NUMBER_WINDOW;
      // In a long run, a number is counted in the window where it starts, within its first half.
      let countUntil = long ? from + NUMBER_WINDOW / 2 : end;
      const windowEnd = long ? from + NUMBER_WINDOW : Math.min(text.length, end + AFTER_RUN);
      // Before a run's start, a few characters (a letter glued to the digits is no number); inside it, none.
      const windowStart = from === start ? Math.max(0, from - 4) : from;
      if (mayHoldNumber(text.slice(from, long ? windowEnd : end))) {
        if (reads >= MAX_NUMBER_READS) return found;
        reads += 1;
        for (const number of findPhoneNumbersInText(text.slice(windowStart, windowEnd), { defaultCountry })) {
          const at = windowStart + number.startsAt;
          if (at < from || at >= countUntil) continue;
          found.push({ number: number.number.number, startsAt: at, endsAt: windowStart + number.endsAt });
          countUntil = Math.max(countUntil, windowStart + number.endsAt);
        }
      }
      if (!long) break;
      // The next window starts at the first digit after a separator past the counted part (and any number in it).
      let next = countUntil;
      while (next < end && !(isDigitAt(text, next) && !isDigitAt(text, next - 1))) next += 1;
      // With its "+" or "(" ("/ +1 503 …").
      from = next < end && next - 1 >= countUntil && /[+(]/.test(text[next - 1]!) ? next - 1 : next;
    }
  }
  return found;
}

/** "+44 7700 900123", "+1-503-555-0100": a "+" and digits in groups, not glued to a word or another number. */
const INTERNATIONAL_NUMBER = /(?<![\w+])\+\d[\d .()-]{6,18}\d(?![\w+])/;

/**
 * A number given so that someone else can be reached for access, not the visitor: "tenant is Marco Bellini, his
 * number is 404-…", "the landlord's cell is …". The party is a tenant, landlord or neighbour, named a few words
 * before a third person's number; a relative's number ("call my husband at …") is where the visitor wants the call.
 */
const ACCESS_PARTY = String.raw`\b(?:[Tt]enants?|[Rr]enters?|[Ll]andlord|[Ll]andlady|[Nn]eighbou?rs?|[Ss]uper|[Ss]uperintendent)\b`;
const ACCESS_PARTY_NUMBER = new RegExp(
  ACCESS_PARTY +
    String.raw`(?:(?:['’]s)?[ \t]+(?:[Cc]ell|[Nn]umber|[Pp]hone|[Mm]obile)|[^.!?\n]{0,60}\b(?:[Hh]is|[Hh]er|[Tt]heir)[ \t]+(?:cell|number|phone|mobile)|(?:[ \t]+is|[ \t]*:)[ \t]+(?:(?:Mr|Mrs|Ms|Dr)\.?[ \t]+)?(?:\p{Lu}[\p{Ll}'’-]+[ \t]*){1,3})(?:[ \t]+(?:number|no\.?|#))?(?:[ \t]+(?:is|=))?[ \t:,(-]*$`,
  'u',
);
/** "I'm the landlord. Landlord cell 503-…": the party is the visitor, whose number it is. */
const VISITOR_IS_PARTY = new RegExp(String.raw`\b(?:i['’]?m|i\s+am)\s+(?:the\s+|a\s+)?` + ACCESS_PARTY, 'i');

function forAccessOnly(text: string, start: number): boolean {
  return (
    ACCESS_PARTY_NUMBER.test(text.slice(Math.max(0, start - 120), start)) && !VISITOR_IS_PARTY.test(text)
  );
}

function findPhone(message: string, defaultCountry: CountryCode): string | undefined {
  const all = phoneNumbersIn(message, defaultCountry);
  const forVisitor = all.filter((number) => !forAccessOnly(message, number.startsAt));
  // Only someone else's number, for access: the visitor gave none of their own.
  if (all.length && !forVisitor.length) return undefined;
  // "My brother Michael Ross (617-555-0193) may also call you. I'm Catherine Ross, 617-555-0192": a number handed over
  // as someone else's gives way to another one; alone, it is where the visitor asks to be called ("call my husband at").
  const own = forVisitor.filter((number) => !givesThirdParty(message, number.startsAt));
  const numbers = own.length ? own : forVisitor;
  // "not 208-555-0170, it's 208-555-0107": the corrected number wins; so does the one after "home is 414-… but don't
  // call that one".
  const found =
    numbers.find((number) => !corrected(message, number.startsAt) && !declined(message, number.endsAt)) ??
    numbers[0];
  if (found) return found.number;
  // Numbers the metadata calls invalid (new ranges, fictional exchanges) still count when the visitor says it's a
  // number, or writes it with its country code ("Oliver Pembroke, +44 7700 900123": a "+" and a code say so).
  const international = INTERNATIONAL_NUMBER.exec(message)?.[0];
  if (!international && !PHONE_CONTEXT.test(message)) return undefined;
  const candidate = international ?? message.match(/\+?\d[\d\s().-]{7,}\d/)?.[0] ?? spelledNumber(message);
  if (!candidate) return undefined;
  const parsed = parsePhoneNumberFromString(candidate, defaultCountry);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/**
 * Words right after a number that tell the visitor not to use it: "414-555-0110 but don't call that one", "… (nobody
 * answers it)", "… is the old one". A number declined is passed over when another one is given.
 */
const CLAUSE_END = String.raw`[ \t]*(?:[,.;!)\-—–]|$)`;
const DECLINED_AFTER = new RegExp(
  String.raw`^[ \t]*[,;:.)(-]?[ \t]*(?:but[ \t]+|and[ \t]+|—[ \t]*|–[ \t]*)?(?:` +
    String.raw`(?:please[ \t]+|pls[ \t]+)?(?:don['’]?t|dont|do[ \t]+not|never)[ \t]+(?:call|use|try|ring)[ \t]+(?:that|this|it)(?:[ \t]+one)?(?:${CLAUSE_END}|[ \t]+(?:nobody|no[ \t]+one)\b)` +
    String.raw`|\(?(?:nobody|no[ \t]+one|no-one)[ \t]+(?:answers|picks[ \t]+up)(?:[ \t]+(?:it|that(?:[ \t]+one)?|there))?\)?${CLAUSE_END}` +
    String.raw`|(?:that|this|it)(?:['’]s|[ \t]+is)[ \t]+(?:the[ \t]+|an?[ \t]+)?old(?:[ \t]+(?:one|number|line))?${CLAUSE_END}` +
    String.raw`)`,
  'i',
);

function declined(text: string, end: number): boolean {
  return DECLINED_AFTER.test(text.slice(end, end + 60));
}

/** Words that say a number corrects one given before: "sorry, it's 555-0107 not 0170", "oops, should be …". */
const CORRECTION_WORDS =
  /\b(?:sorry|oops|correction|typo|meant|should\s+(?:be|have\s+been)|actually|wrong|not)\b/i;
const LOCAL_NUMBER = /(?<![\d(+-])\b(\d{3})[-. ]?(\d{4})\b(?![\d-])/g;

/**
 * A seven-digit number without its area code that corrects the one given before ("sorry, it's 555-0107 not 0170"):
 * its digits, for the caller to put behind the stored number's country and area code (North American numbers
 * only). Undefined when the message holds a whole number or says no correction.
 */
export function findLocalPhoneCorrection(message: string): string | undefined {
  const text = message.slice(0, 2000);
  if (!CORRECTION_WORDS.test(text)) return undefined;
  // A phone word, or the taken-back number beside it ("… not 0170"): not "sorry, order 123-4567 is late".
  if (!PHONE_CONTEXT.test(text) && !/\b(?:not|instead\s+of)\s+\(?\d/i.test(text)) return undefined;
  if (phoneNumbersIn(text, 'US').length) return undefined;
  for (const match of text.matchAll(LOCAL_NUMBER)) {
    if (!corrected(text, match.index)) return `${match[1]}${match[2]}`;
  }
  return undefined;
}

/** What may open a reply to "Who should they ask for?": "it's …", "I'm …", "ask for …", "my name is …". */
const ANSWERED_NAME_OPENING =
  /^[ \t]*(?:(?:it['’]?s|its|it[ \t]+is|i['’]?m|im|i[ \t]+am|this[ \t]+is|my[ \t]+name['’]?s|my[ \t]+name[ \t]+is|name['’]?s|ask[ \t]+for|just[ \t]+ask[ \t]+for|just)[ \t]+)?/i;
/** What may close it: punctuation, "thanks", an emoji. */
const ANSWERED_NAME_CLOSING =
  /^[ \t.!,;:)]*(?:(?:thanks|thank[ \t]+you|thx|ty|pls|please)[ \t.!]*)?(?:\p{Extended_Pictographic}|\uFE0F|\u200D|[ \t])*$/iu;

/** Words of an answer that gives no name: "whoever", "anyone", "dont know", "idk", "me". */
const NOT_AN_ANSWERED_NAME = words(`
  whoever anyone anybody someone somebody nobody noone either both neither everyone me us myself ourselves
  dont don't know idk dunno later skip none na nope nah yes yeah yep yup sure ok okay hmm lol thanks
  anytime whenever whatever wherever nvm nevermind idc lmk brb ttyl sry oops ugh umm um uh huh hey hi hello hiya yo
  hola gracias merci oui si danke unsubscribe stop cancel asap now today tonight tomorrow morning afternoon evening
  weekend weekends weekday weekdays doesn't doesnt matter works fine
`);

/**
 * The visitor's name in a reply to the assistant's "Who should they ask for?" (`NAME_QUESTION`): the whole reply is
 * a name of 1–3 words, in any case ("dana k", "it's Marguerite Olsen-Baptiste", "Mike!"), but not an answer of
 * English words ("no thanks", "whoever", "my husband"). The caller applies it only when that was the question
 * (`storeVisitorMessage`), so a lone word is not read as a name anywhere else.
 */
export function readAnsweredName(message: string): string | undefined {
  const text = message.trim();
  // A name and a few words around it: a longer reply is about something else.
  if (!text || text.length > 80 || /[\d@\n]/.test(text)) return undefined;
  const start = ANSWERED_NAME_OPENING.exec(text)![0].length;
  // "dana k", "Mike R.": a first name the lexicon knows and the initial of a surname.
  const initial = /^(\p{L}[\p{L}'’-]+)[ \t]+(\p{L})\.?[ \t!.]*$/u.exec(text.slice(start));
  if (initial && nameLexicon().firstNames.has(initial[1]!.toLowerCase()))
    return `${initial[1]![0]!.toUpperCase()}${initial[1]!.slice(1).toLowerCase()} ${initial[2]!.toUpperCase()}.`;
  const read = readName(text, start, { lower: 'cued' });
  if (!read || !ANSWERED_NAME_CLOSING.test(text.slice(read.end))) return undefined;
  const parts = read.name.toLowerCase().replace(/\./g, '').split(' ');
  if (parts.some((part) => NOT_AN_ANSWERED_NAME.has(part) || FUNCTION_WORDS.has(part))) return undefined;
  // At least one word the lexicon knows as a first name, or a capitalised word that is no English word
  // ("Thandiwe"): "nvm", "anytime works" and "Service desk" are answers, not names.
  const written = text
    .slice(start, read.end)
    .trim()
    .split(/[ \t]+/);
  const namesSomeone = parts.some(
    (part, index) =>
      nameLexicon().firstNames.has(part) || (/^\p{Lu}/u.test(written[index] ?? '') && !isEnglishWord(part)),
  );
  return namesSomeone ? read.name : undefined;
}

/** A visitor's correction of the domain of the email address they gave before: "example.com not exmaple". */
export type EmailDomainCorrection = { wrong: string; right: string };

const DOMAIN = String.raw`[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}`;
const DOMAIN_OR_NAME = String.raw`[a-z0-9-]+(?:\.[a-z0-9-]+)*`;
/** "example.com not exmaple", "it's example.com, not exmaple.com" / "not exmaple, it's example.com". */
const DOMAIN_CORRECTIONS = [
  new RegExp(
    String.raw`(?<![\w.@-])@?(?<right>${DOMAIN})[ \t]*,?[ \t]+not[ \t]+@?(?<wrong>${DOMAIN_OR_NAME})\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bnot[ \t]+@?(?<wrong>${DOMAIN_OR_NAME})[ \t]*[,;]?[ \t]+(?:it['’]?s[ \t]+|its[ \t]+|but[ \t]+)?@?(?<right>${DOMAIN})\b`,
    'i',
  ),
];

/**
 * A message that corrects only the domain of an address given before ("ugh example.com not exmaple"): the wrong and
 * the right domain, for the caller to apply to the stored address (`withEmailDomainCorrection`). Undefined when the
 * message holds a whole address (that one replaces the stored one) or no such correction.
 */
export function findEmailDomainCorrection(message: string): EmailDomainCorrection | undefined {
  const text = message.slice(0, 2000);
  if (findEmail(text)) return undefined;
  for (const pattern of DOMAIN_CORRECTIONS) {
    const groups = pattern.exec(text)?.groups;
    if (!groups) continue;
    const wrong = groups.wrong!.toLowerCase();
    const right = groups.right!.toLowerCase();
    // A slip of the keys ("exmaple", "gmial", "yaho"), not another word ("not yet, example.com has the photos").
    // "exmaple" names the first label only; "acme.net" the whole domain ("acme.com not acme.net" is no slip).
    const [wrongPart, rightPart] = wrong.includes('.') ? [wrong, right] : [wrong, right.split('.')[0]!];
    if (wrong !== right && wrongPart.length >= 3 && boundedEditDistance(wrongPart, rightPart, 2) <= 2)
      return { wrong, right };
  }
  return undefined;
}

/**
 * The stored address with its domain corrected, when its domain is the wrong one ("kim@exmaple.com" and "exmaple" or
 * "exmaple.com"). The conversation store does the same in SQL (`storeVisitorMessage`).
 */
export function withEmailDomainCorrection(
  stored: string | null | undefined,
  correction: EmailDomainCorrection,
): string | undefined {
  const at = stored?.lastIndexOf('@') ?? -1;
  if (!stored || at < 0) return undefined;
  const domain = stored.slice(at + 1);
  const matches = domain === correction.wrong || domain.startsWith(`${correction.wrong}.`);
  return matches ? `${stored.slice(0, at)}@${correction.right}` : undefined;
}

/** The stored North American number with its last seven digits replaced ("+12085550170", "5550107"). */
export function withLocalCorrection(stored: string | null | undefined, local: string): string | undefined {
  return stored && /^\+1\d{10}$/.test(stored) ? `${stored.slice(0, 5)}${local}` : undefined;
}

/**
 * "I'd like to book a consultation about my divorce" above a work signature: the visitor writes about their own
 * affairs ("my …", and no "we", "our" or "us"), so the organisation in the signature is their employer, not the lead's.
 */
function speaksForThemselves(text: string): boolean {
  return (
    /\bmy\b/i.test(text) &&
    !/\b(?:we|we're|we’re|we've|we’ve|we'd|we’d|our|ours|us)\b/i.test(text) &&
    !/\bmy\s+(?:office|team|company|business|firm|store|shop|boss|staff|clinic|practice|employees|employer|tenants?|clients?|customers?|restaurant|salon|crew|department|organi[sz]ation)\b/i.test(
      text,
    )
  );
}

const LINE_OPEN = /(?:^|\n)[ \t]*(?=[A-Z])/g;
const SIGNATURE_LINE_REST = /^[ \t]*(?:$|\n|[,|•·/]|[-–—][ \t])/;

/**
 * "Thanks, Rosa\n\n--\nRosa Delgado | Senior Analyst | …": a first name, and a line of the same message that starts
 * with it and a surname, set off like a signature: the fuller one is the visitor's name.
 */
function fullerName(text: string, first: string): string | undefined {
  for (const match of text.matchAll(LINE_OPEN)) {
    const read = readName(text, match.index + match[0].length, { minWords: 2 });
    if (!read || !read.name.startsWith(`${first} `)) continue;
    if (!SIGNATURE_LINE_REST.test(text.slice(read.end, read.end + 3))) continue;
    if (isPlausibleUncuedName(read.name) && !organisationNamed(read.name)) return read.name;
  }
  return undefined;
}

/** "this is beth, beth marlowe": a first name said again at once with a surname. */
function repeatedName(text: string, first: string): string | undefined {
  const key = first.toLowerCase();
  const lower = text.toLowerCase();
  let at = lower.indexOf(`${key},`);
  for (let tries = 0; at >= 0 && tries < 5; tries += 1) {
    const start =
      at +
      key.length +
      1 +
      (/^[ \t]*/.exec(lower.slice(at + key.length + 1, at + key.length + 9))?.[0].length ?? 0);
    const read = lower.startsWith(`${key} `, start)
      ? readName(text, start, { lower: 'known', minWords: 2 })
      : undefined;
    if (read?.name.toLowerCase().startsWith(`${key} `) && read.name.split(' ').length === 2) return read.name;
    at = lower.indexOf(`${key},`, at + 1);
  }
  return undefined;
}

/** The visitor says the job is their own, not their employer's: "at home", "my own place", "it's personal". */
const PERSONAL_MATTER =
  /\b(?:at\s+home|my\s+own|personal(?:ly)?|private(?:ly)?|for\s+myself|not\s+(?:for\s+|about\s+)?(?:work|business)|my\s+(?:home|house|apartment|condo|place|will|divorce|taxes|family))\b/i;

function personalMatter(text: string): boolean {
  return speaksForThemselves(text) && PERSONAL_MATTER.test(text);
}

/**
 * "LOCKED OUT OF OUR SHOP OKAFOR TIRE & BRAKE ON RT 9": a shouted message (no lower-case letter) is read with its
 * words capitalised and its function words in lower case, and only a name that looks like an organisation counts
 * ("WE ARE LOCKED OUT" files nothing).
 */
/** Written in capitals in any case: "LLC", "HVAC". */
const SHOUTED_ACRONYMS = words('llc llp pllc plc lp pc gmbh hoa hvac pta cpa usa');

function shoutedCompany(
  text: string,
  name: string | undefined,
  email: string | undefined,
): string | undefined {
  const cased = text.replace(/\p{Lu}[\p{Lu}'’]*/gu, (word) => {
    const lower = word.toLowerCase();
    if (SHOUTED_ACRONYMS.has(lower)) return word;
    return FUNCTION_WORDS.has(lower) && lower !== 'i' ? lower : word[0]! + lower.slice(1);
  });
  const company = findCompany(cased, name, email?.toLowerCase(), true);
  if (!company) return undefined;
  // Every word is capitalised, so a name runs on into the clause after it ("WE RUN SUMMIT ROOFING AND NEED A
  // QUOTE"): unless it ends at punctuation or a place ("… BRAKE ON RT 9"), it ends at its last organisation word.
  const end = cased.indexOf(company) + company.length;
  if (/^(?:\s*(?:[,.;:!?)]|$)|\s+(?:on|in|at|near|off|by)\b)/.test(cased.slice(end, end + 8))) return company;
  const parts = company.split(' ');
  for (let length = parts.length; length >= 2; length -= 1) {
    const last = parts[length - 1]!.toLowerCase().replace(/\.$/, '');
    if (COMPANY_SUFFIXES.has(last) || isOrganisationNoun(last)) return parts.slice(0, length).join(' ');
  }
  return undefined;
}

/** Words of addresses that reach a desk, not a person ("billing.dept@", "front.desk@", "info.team@"). */
const ADDRESS_DESKS = words(`
  info sales office admin billing support team desk front contact hello accounts hr jobs careers orders service
  reception dept department frontdesk bookings booking appointments help noreply mail marketing main general`);

/**
 * "jiwoo park, jiwoo.park@example.com": two words of the message, in any case, that are the two parts of the
 * visitor's own address ("first.last", "first_last", "first-last"), written apart: the name the address spells.
 */
function nameOfAddress(text: string, email: string | undefined): string | undefined {
  const parts = email?.split('@')[0]?.toLowerCase().split(/[._-]/);
  if (parts?.length !== 2 || !parts.every((part) => /^[a-z]{2,20}$/.test(part))) return undefined;
  const found = new RegExp(String.raw`(?<![\w.@-])${parts[0]}[ \t]+${parts[1]}(?![\w@-])`, 'i').exec(text);
  if (!found) return undefined;
  const name = found[0]
    .split(/[ \t]+/)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
  // "sales team, sales.team@…", "front desk", "lakeview dental": a role's or a business's address, no person's.
  // The first part a first name the lexicon knows or no English word; the second no organisation, job or desk word.
  const { firstNames, ambiguousFirstNames } = nameLexicon();
  const [first, second] = parts as [string, string];
  const firstLike = firstNames.has(first) || ambiguousFirstNames.has(first) || !isEnglishWord(first);
  const desk = (word: string) =>
    ORG_NOUNS.has(word) || ROLE_NOUNS.has(word) || FUNCTION_WORDS.has(word) || ADDRESS_DESKS.has(word);
  return firstLike && !desk(first) && !desk(second) ? name : undefined;
}

/** Contact details written in one visitor message (fields absent when not found). */
export function extractContactDetails(
  message: string,
  options: { defaultCountry?: CountryCode } = {},
): ContactDetails {
  const details: ContactDetails = {};
  // Runs of blanks collapsed first (linear), keeping a blank line where there was one (signature blocks rely on
  // it): several searches below restart at every line or sentence start, and a run of 2,000 tabs or newlines made
  // them quadratic (22 ms for one hostile message).
  const text = withoutQuotedMessage(
    message
      .slice(0, 2000)
      .replace(/([ \t])[ \t]+/g, '$1')
      .replace(/\n(?:[ \t]*\n)+/g, '\n\n'),
  );
  const email = findEmail(text);
  if (email) details.email = email.toLowerCase();
  // Phones are looked for with the email removed so digits in an address aren't read as a number.
  const phone = findPhone(email ? text.replace(email, ' ') : text, options.defaultCountry ?? 'US');
  if (phone) details.phone = phone;
  const signature = findSignature(text);
  const represented = findRepresentedName(text);
  const name =
    represented ??
    findStarredName(text) ??
    findCuedName(text) ??
    signature?.name ??
    findTailName(text, email) ??
    findDashNameBeforeContact(text, email) ??
    findDashNameAtEnd(text) ??
    findLoneName(text, email, Boolean(email || phone)) ??
    findLastSentenceName(text, email) ??
    findClosingName(text, Boolean(email || phone)) ??
    nameOfAddress(text, email) ??
    findNameBesideContact(text, email);
  if (name)
    details.name = name.includes(' ') ? name : (fullerName(text, name) ?? repeatedName(text, name) ?? name);
  const shouted = !/\p{Ll}/u.test(text) && /\p{Lu}{3}/u.test(text);
  const company =
    (represented ? representedCompany(text) : undefined) ??
    (shouted ? shoutedCompany(text, name, email) : findCompany(text, name, email)) ??
    (speaksForThemselves(text) ? undefined : signature?.company);
  if (company && company !== name && !ruledByOrganisation(text, company) && !notForTheBusiness(text))
    details.company = tradingName(text, company) ?? company;
  return details;
}

/** "Reyes Family Enterprises LLC dba QuickDrop Couriers": the name the business trades under, which callers know. */
const DOING_BUSINESS_AS = String.raw`(?:[dD][bB][aA]|[dD]\/[bB]\/[aA]|[dD]\.[bB]\.[aA]\.?|[dD]oing[ \t]+business[ \t]+as)`;
const TRADING_NAME = new RegExp(
  String.raw`(?:^|[ \t,])${DOING_BUSINESS_AS}[ \t]+((?:[\p{Lu}\d][\p{L}\d&'’-]*)(?:[ \t]+(?:&|and|of|the|[\p{Lu}\d][\p{L}\d&'’-]*))*)`,
  'u',
);
/** Words a trading name does not end with: a joining word, or "I" of the sentence going on ("QuickDrop and I need"). */
const NOT_LAST_IN_NAME = new Set(['&', 'and', 'of', 'the', 'I']);

function tradingName(text: string, company: string): string | undefined {
  const at = text.indexOf(company);
  if (at < 0) return undefined;
  const words = TRADING_NAME.exec(text.slice(at, at + company.length + 80))?.[1]?.split(/[ \t]+/);
  while (words?.length && NOT_LAST_IN_NAME.has(words[words.length - 1]!)) words.pop();
  return words?.length ? words.join(' ') : undefined;
}

/**
 * "our hoa (Willow Creek HOA) says we need a letter", "the Maple Court board won't let us …": an organisation that
 * tells the visitor what to do is an authority over them (an HOA, a landlord, an insurer), not one they act for.
 */
const RULES_THE_VISITOR =
  /^[ \t]*\)?[ \t]*,?[ \t]*(?:(?:says|said)(?:[ \t]+that)?[ \t]+(?:we|i|you)\b|requires?|required|told[ \t]+(?:us|me)|won['’]?t[ \t]+let|will[ \t]+not[ \t]+let|makes?[ \t]+us|made[ \t]+us|fined|is[ \t]+making[ \t]+us|asked[ \t]+(?:us|me)|sent[ \t]+(?:us|me))\b/i;

/** "my boss at Delgado & Sons asked me": the organisation is where the one asking works, not the one asking. */
const OBJECT_OF_PREPOSITION = /\b(?:at|for|with|from|of|by)[ \t]+(?:the[ \t]+)?$/i;

function ruledByOrganisation(text: string, company: string): boolean {
  const lower = text.toLowerCase();
  const key = company.toLowerCase();
  for (let at = lower.indexOf(key); at >= 0; at = lower.indexOf(key, at + 1)) {
    if (OBJECT_OF_PREPOSITION.test(text.slice(Math.max(0, at - 12), at))) continue;
    if (RULES_THE_VISITOR.test(text.slice(at + key.length, at + key.length + 40))) return true;
  }
  return false;
}

/**
 * "I own Crumb & Co. bakery downtown but this is for my house, not the shop": the visitor says the job is their own,
 * not their business's.
 */
const PLACES_OF_MY_OWN = String.raw`(?:house|home|place|condo|apartment|apt|property|residence|rental|cabin)`;
const BUSINESS_PLACES = String.raw`(?:shop|business|company|store|office|restaurant|bakery|salon|work|practice|firm|clinic|studio|cafe|café)`;
const NOT_FOR_THE_BUSINESS = new RegExp(
  String.raw`\b(?:for|at|about|is)[ \t]+my[ \t]+(?:own[ \t]+)?${PLACES_OF_MY_OWN}\b[^.!?\n]{0,30}?\bnot[ \t]+(?:for[ \t]+|at[ \t]+)?(?:the|my|our)[ \t]+(?:[a-z]+[ \t]+)?${BUSINESS_PLACES}\b` +
    String.raw`|\bnot[ \t]+(?:for[ \t]+)?(?:the|my|our)[ \t]+${BUSINESS_PLACES}\b[^.!?\n]{0,20}?\b(?:it['’]?s|this[ \t]+is|just)[ \t]+(?:for[ \t]+)?my[ \t]+(?:own[ \t]+)?${PLACES_OF_MY_OWN}\b` +
    String.raw`|\b(?:this|it)[ \t]+is[ \t]+personal\b`,
  'i',
);

function notForTheBusiness(text: string): boolean {
  return NOT_FOR_THE_BUSINESS.test(text);
}

/**
 * Where a forwarded or quoted email starts: "---------- Forwarded message ---------", "-----Original Message-----",
 * "Begin forwarded message:", "On Mon, Nov 17, 2026 at 9:12 AM Dana <…> wrote:". What follows is someone else's
 * words (a tenant's, a customer's), with their name and sign-off.
 */
const QUOTED_MESSAGE =
  /(?:^|\n)[ \t]*(?:-{2,}[ \t]*(?:forwarded[ \t]+message|original[ \t]+message)[ \t]*-{2,}|begin[ \t]+forwarded[ \t]+message:|on[ \t][^\n]{6,120}[ \t]wrote:[ \t]*(?:\n|$))/i;

/** The visitor's own part of a message that forwards or quotes another (all of it when nothing is quoted). */
function withoutQuotedMessage(text: string): string {
  const quoted = QUOTED_MESSAGE.exec(text);
  return quoted && quoted.index > 0 && text.slice(0, quoted.index).trim()
    ? text.slice(0, quoted.index)
    : text;
}

/**
 * "I'm writing on behalf of my boss, Dr. Alan Whitmore, … Please reach out to him directly at 512-…": the person the
 * visitor writes for, when the message asks that they be contacted themselves, is the lead; the writer (an
 * assistant, a relative) is not. Without such a request ("for my boss, Dr. Whitmore"), the writer stays the contact.
 */
const CONTACT_THEM_DIRECTLY =
  /\b(?:(?:reach\s+out\s+to|contact|call|email|e-mail|text|get\s+in\s+touch\s+with)\s+(?:him|her)\s+(?:directly|instead)|put\s+(?:him|her)\s+down\s+as\s+the\s+contact)\b/i;
const WRITING_FOR = new RegExp(
  String.raw`\b(?:on\s+behalf\s+of|writing\s+for|for)\s+(?:my|our)\s+(?:boss|${ROLE}|${RELATION})\s*,?\s*`,
  'gi',
);

function findRepresentedName(text: string): string | undefined {
  if (!CONTACT_THEM_DIRECTLY.test(text)) return undefined;
  for (const match of text.matchAll(WRITING_FOR)) {
    const read = readName(text, match.index + match[0].length);
    if (read?.name.includes(' ') && isPlausibleUncuedName(read.name)) return read.name;
  }
  return undefined;
}

/** "… for his practice, Whitmore Family Chiropractic": the business of the person the visitor writes for. */
const THEIR_BUSINESS =
  /\b(?:his|her|their)\s+(?:practice|company|business|firm|office|shop|clinic|restaurant|store|agency)\s*,\s*/gi;

function representedCompany(text: string): string | undefined {
  for (const match of text.matchAll(THEIR_BUSINESS)) {
    const company = readCompany(text, match.index + match[0].length, { needOrganisation: true });
    if (company) return company;
  }
  return undefined;
}

/**
 * "*Kaitlyn, autocorrect lol": a message opened by an asterisk corrects a word of the one before; when the word is a
 * first name the lexicon knows (and no English word), it is the visitor's name as it should be spelled.
 */
function findStarredName(text: string): string | undefined {
  const word = /^[ \t]*\*[ \t]*([A-Za-z\u00C0-\u024F][a-z\u00C0-\u024F'’-]{1,30})\b/.exec(text)?.[1];
  if (word) {
    const key = word.toLowerCase();
    if (!nameLexicon().firstNames.has(key) || isEnglishWord(key)) return undefined;
    return `${word[0]!.toUpperCase()}${word.slice(1)}`;
  }
  // "(John actually, with an h lol)", "it's Mark actually": a capitalised first name said to be the right one.
  const actual =
    /^[ \t]*\(?[ \t]*(?:(?:it's|it’s|its|it\s+is)[ \t]+)?(\p{Lu}[\p{Ll}'’-]{1,30})[ \t]*,?[ \t]+actually\b/u.exec(
      text,
    )?.[1];
  return actual && nameLexicon().firstNames.has(actual.toLowerCase()) ? actual : undefined;
}

/**
 * "*Rodrigo lol autocorrect" after "this is Rodeo Salas": a message that only corrects how a first name is spelled.
 * The caller puts it in place of the stored name's first word and keeps the surname (`withFirstNameCorrected`).
 */
export function findFirstNameCorrection(message: string): string | undefined {
  return findStarredName(message.slice(0, 2000));
}

/**
 * "Ostrowski. O-S-T-R-O-W-S-K-I" after "its Mike": a message that is a surname and its spelling, letter by letter.
 * The caller adds it to a stored first name (`withSurnameAdded`); the spelling is what makes a lone word a name.
 */
export function findSpelledSurname(message: string): string | undefined {
  const match =
    /^[ \t]*(\p{Lu}[\p{Ll}'’-]{1,30})[ \t]*[.,:;!-]?[ \t]+((?:\p{L}[ \t.-]{0,3}){2,40}?)[ \t.!]*$/u.exec(
      message.slice(0, 200),
    );
  if (!match) return undefined;
  const [, word, spelled] = match;
  if (!/[ \t.-]/.test(spelled!)) return undefined;
  const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').toLowerCase();
  // "Yes. Y E S" spells a word, not a surname.
  if (letters(spelled!) !== letters(word!) || isEnglishWord(word!.toLowerCase())) return undefined;
  return word;
}

/**
 * A stored first name with the surname added ("Mike" → "Mike Ostrowski"); a stored full name is kept, and so is a
 * first name the visitor spelled again ("Kaitlyn. K A I T L Y N").
 */
export function withSurnameAdded(stored: string | undefined, surname: string): string | undefined {
  return stored && !stored.includes(' ') && stored.toLowerCase() !== surname.toLowerCase()
    ? `${stored} ${surname}`
    : stored;
}

/** The stored name with its first word replaced by the corrected first name ("Rodeo Salas" → "Rodrigo Salas"). */
export function withFirstNameCorrected(stored: string | undefined, first: string): string {
  const space = stored?.indexOf(' ') ?? -1;
  return space > 0 ? `${first}${stored!.slice(space)}` : first;
}

/**
 * What a message corrects or completes in the details stored before it. `storeVisitorMessage` applies it in the
 * message's own statement; `withMessageDetails` does the same in code (the persona evaluation).
 */
export type DetailCorrections = {
  /** "sorry, it's 555-0107 not 0170": the last seven digits of a stored North American number. */
  localPhone?: string;
  /** "example.com not exmaple": the domain of the stored address. */
  emailDomain?: EmailDomainCorrection;
  /** "*Rodrigo lol autocorrect": the first word of the stored name. */
  firstName?: string;
  /** "Ostrowski. O-S-T-R-O-W-S-K-I": added to a stored first name. */
  surname?: string;
};

/** The corrections a message makes, given the details it states itself (a whole number or address replaces). */
export function findDetailCorrections(message: string, found: ContactDetails): DetailCorrections {
  return {
    localPhone: found.phone ? undefined : findLocalPhoneCorrection(message),
    emailDomain: found.email ? undefined : findEmailDomainCorrection(message),
    firstName: findFirstNameCorrection(message),
    surname: found.name ? undefined : findSpelledSurname(message),
  };
}

/** The details stored after a message: what it states replaces, what it corrects is applied, the rest is kept. */
export function withMessageDetails(
  stored: ContactDetails,
  found: ContactDetails,
  corrections: DetailCorrections,
): ContactDetails {
  const { localPhone, emailDomain, firstName, surname } = corrections;
  return {
    name: firstName
      ? withFirstNameCorrected(stored.name, firstName)
      : (found.name ?? (surname ? withSurnameAdded(stored.name, surname) : stored.name)),
    email:
      found.email ??
      (emailDomain ? withEmailDomainCorrection(stored.email, emailDomain) : undefined) ??
      stored.email,
    phone:
      found.phone ?? (localPhone ? withLocalCorrection(stored.phone, localPhone) : undefined) ?? stored.phone,
    company: found.company ?? stored.company,
  };
}

/**
 * Where a clause may start just before a name that stands beside the visitor's contact detail: a line or sentence, a
 * label's colon ("Call me: Derek Simmons 843-…"), a thank-you's comma ("thanks, Ingrid INGRID.B@…"), the comma after a
 * request to be reached ("please call me back, Priya Raman 503-…", "text me asap, Dana 503-…").
 */
const CLAUSE_START =
  /(?:^|\n)[ \t]*|[.!?]+[ \t]+|:[ \t]*|\b(?:thanks|thank[ \t]+you|thx|cheers|regards|(?:call|text|email|e-mail|reach|contact|ring)[ \t]+me(?:[ \t]+(?:back|asap|today|please|pls))?)[ \t]*,[ \t]*/gi;
/** What may stand between the name and the contact detail: a comma, and a job title set off by commas. */
const NAME_TO_CONTACT = new RegExp(
  String.raw`(?:[ \t]*,[ \t]*(?:[A-Za-z&/.-]+[ \t]+){0,3}${ROLE}\.?)?[ \t]*,?[ \t]*$`,
  'i',
);
/** Someone else in the label or the sentence before ("Landlord: Greg Hall 503-…", "referred by: …", "ask him"). */
const OTHER_IN_LABEL =
  /\b(?:he|she|him|her|his|they|them|their|referr\w*|recommend\w*|emergency|landlord|landlady|tenant)\b/i;
/**
 * A label before a colon gives the visitor's own details only when it asks to be reached or names a contact field
 * ("Call me:", "Best way to reach me:", "Contact:", "Name:"), not "Previous plumber:", "Insurance adjuster:".
 */
const CONTACT_LABEL_WORD =
  /\b(?:me|i|i'm|i’m|contact|reach|call|text|email|e-mail|name|phone|cell|mobile|number|details)\b/i;
/** "My realtor:", "your tech last time:": a possessive before anything but a contact field names another person. */
const POSSESSED_OTHER =
  /\b(?:my|our|your|his|her|their|the)\s+(?!(?:cell|phone|number|email|e-mail|name|contact|details|info|direct|mobile|work)\b)[a-z]/i;
/** A verb right after the contact detail: the sentence goes on about the person named ("… 503-… is our manager"). */
const AFTER_CONTACT_GOES_ON =
  /^[ \t]*[,)]?[ \t]*(?:is|was|will|would|can|could|has|does|knows|said|handles|manages)\b/i;
/** At most this many contact details are looked beside (linear time on a hostile message). */
const MAX_CONTACTS_BESIDE = 4;

/**
 * "Call me: Derek Simmons 843-555-0122", "thanks, Ingrid INGRID.B@EXAMPLE.ORG", "… cleaning. bob 720 555 0142": the
 * words of a clause up to the visitor's own phone number or email are only a name (a job title may follow it between
 * commas). Whatever cue opens the clause, the name is the visitor's unless the clause's label or the sentence before
 * names someone else. Capitalised names must read as a person's; a lower-case one only as a whole last sentence
 * before a number that ends the message, starting with a first name the lexicon knows.
 */
function findNameBesideContact(text: string, email: string | undefined): string | undefined {
  const contacts: number[] = [];
  const ends = new Map<number, number>();
  if (email) {
    contacts.push(text.indexOf(email));
    ends.set(text.indexOf(email), text.indexOf(email) + email.length);
  }
  for (const match of text.matchAll(PHONE_RUN)) {
    if (contacts.length >= MAX_CONTACTS_BESIDE) break;
    // A whole number with its area code, not a date ("June 14 2027") or a local seven digits.
    if (match[0].replace(/\D/g, '').length >= 10) {
      contacts.push(match.index);
      ends.set(match.index, match.index + match[0].length);
    }
  }
  for (const at of contacts.sort((a, b) => a - b)) {
    const from = Math.max(0, at - 90);
    const window = text.slice(from, at);
    let clause: RegExpExecArray | undefined;
    for (const match of window.matchAll(CLAUSE_START)) {
      if (match.index + match[0].length < window.length) clause = match;
    }
    // The window must hold the clause's start: the message's start only when the window starts there.
    if (!clause || (clause.index === 0 && clause[0] === '' && from > 0)) continue;
    const start = from + clause.index + clause[0].length;
    const between = NAME_TO_CONTACT.exec(text.slice(start, at))!;
    const nameEnd = start + between.index;
    if (nameEnd <= start) continue;
    const byColon = clause[0].includes(':');
    const sentence = text.slice(sentenceStartBefore(text, start), start);
    if (givesThirdParty(text, start) || givesThirdParty(text, at)) continue;
    if (
      byColon &&
      (OTHER_IN_LABEL.test(sentence) ||
        OTHER_PARTY.test(sentence) ||
        !CONTACT_LABEL_WORD.test(sentence) ||
        POSSESSED_OTHER.test(sentence))
    )
      continue;
    // The sentence before hands over someone else ("my husband handles it. Dave 503-…").
    const previous = text.slice(Math.max(0, start - 120), start);
    if (OTHER_PARTY.test(previous.slice(sentenceStartBefore(previous, Math.max(0, previous.length - 2)))))
      continue;
    // "… 503-555-0199, he is our super": the sentence goes on about the person named.
    if (/^[^.!?\n]{0,40}?\b(?:he|she|his|her|him)\b/i.test(text.slice(at, at + 60))) continue;
    // "Dave Smith 503-555-0106 is our property manager": the sentence goes on about them.
    const end = ends.get(at)!;
    if (AFTER_CONTACT_GOES_ON.test(text.slice(end, end + 24))) continue;
    const lower = !/\p{Lu}/u.test(text.slice(start, nameEnd));
    const read = readName(text.slice(0, nameEnd), start, { lower });
    if (!read || read.end !== nameEnd) continue;
    if (lower) {
      const first = read.name.split(' ')[0]!.toLowerCase();
      const { firstNames, ambiguousFirstNames } = nameLexicon();
      if (
        byColon ||
        !/[.!?\n]|^$/.test(clause[0]) ||
        read.name.split(' ').length > 2 ||
        !(firstNames.has(first) || ambiguousFirstNames.has(first)) ||
        !/^\+?\(?\d[\d\s().-]{6,30}\d[\s.!]*$/.test(text.slice(at))
      )
        continue;
      return read.name;
    }
    if (read.titled || organisationNamed(read.name)) continue;
    if (!read.name.includes(' ')) {
      if (isPlausibleSingleName(read.name) && startsWithKnownFirstName(read.name)) return read.name;
      continue;
    }
    if (
      isPlausibleUncuedName(read.name) &&
      (hasKnownNameWord(read.name) ||
        read.name.split(' ').every((word) => !isEnglishWord(word.toLowerCase())))
    )
      return read.name;
  }
  return undefined;
}

/** The message with contact details removed, to judge whether anything else was said. */
export function removeContactDetails(message: string): string {
  return message
    .replace(new RegExp(BOUNDED_EMAIL.source, 'gi'), ' ')
    .replace(/\+?\d[\d\s().-]{6,30}\d/g, ' ')
    .replace(
      /\b(my name(?:'s| is)|this is|i'm|i am|it's|name|email|e-mail|phone|number|cell|mobile|is|at|me|on|you can|reach|call|text|here|and|my|it|or|please|thanks|thank you)\b/gi,
      ' ',
    )
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
