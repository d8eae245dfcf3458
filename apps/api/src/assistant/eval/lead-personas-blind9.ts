/**
 * A ninth blind held-out set of visitor personas for the lead-details extraction.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author read only the `LeadPersona` type (and the
 * header of `lead-personas.ts`) and the header and first persona of `lead-personas-blind8.ts` (for conventions).
 * Not read: the extraction code, its name lists, its tests, the decision records about lead details, the other
 * persona sets, the benches, or any results. No test was run. Never to be used to develop or tune the extraction:
 * measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more, following the eighth
 * set's conventions (copied): the name as the visitor gives it, properly capitalised, without courtesy titles (Dr.);
 * email lowercase; phone E.164 with a US default (a number given with another country code keeps it: +44, +49,
 * +52), extensions dropped, a corrected number or email replaced by the correction; `company` only when the
 * visitor acts for that organisation (not their home, a landlord, an insurer, a supplier, software they use, a
 * rental company, an employer merely mentioned, a venue, a previous contractor, a referrer, or a company visible
 * only in an email domain). A first name alone is filed as that first name; no surname is guessed from the email
 * address, and no name at all when only an email is given. Legal suffixes are kept as the visitor writes them; a
 * company typed in lower case or all caps is filed title-cased.
 *
 * Ambiguous choices made here:
 * - i01: the property manager also gives the tenant's number for access; the manager's own number is filed.
 *   i13: a forwarded tenant e-mail carries the tenant's name and e-mail; the forwarder's signature is filed.
 * - i17: "Keller, Moss and Tran CPAs" (commas and "and" inside the name) is filed whole, given in a later message.
 * - i22: "T.J. Abernathy" is filed with the initials as written; the office number's "x 221" is dropped.
 * - i24: a husband writing from his wife's phone names both; his own name (the writer) is filed.
 * - i25: "work order #5550147" (seven digits, looks like a local number) is not a phone.
 * - i37: "Fr." is dropped like a courtesy title; the parish is filed as the company (cf. blind8 h20).
 *   i41: "Dr." dropped; the owner acts for her practice.
 * - i40: "Mary-Kate L." is filed with the surname initial exactly as given.
 * - i45: "brightpath home health" typed in lower case is filed title-cased.
 * - i52: the visitor owns a bakery but says the job is for her house: no company.
 * - i54: "terrence.greer at example dot com" is filed as the address it spells.
 * - i56: the visitor switches to a work e-mail whose domain names a dental practice; the switched-to address is
 *   filed (a correction), and the practice is not filed as a company (visible only in the domain).
 * - i60: a listing agent ordering an inspection for her sellers acts in her capacity at the brokerage: the
 *   brokerage is filed as the company.
 * - i26, i44: a UK and an Australian mobile (+44 7700 900xxx and +61 491 570 xxx, both ranges reserved for fiction)
 *   keep their country codes.
 * - i05, i47 have no contact details at all: `expected` is empty (prices, sizes, tonnages, years, zips and dates
 *   must not be filed).
 *
 * All people, companies, numbers and addresses are fictitious: US phones are 555-01xx, the UK and Australian numbers
 * are in ranges reserved for drama, emails use example.com / example.org / example.net domains; real brands appear only
 * as distractors (insurers, employers, software, suppliers, senior-living operators, rental platforms, manufacturers).
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND9_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'i01-property-manager-signature-ampersand',
    split: 'heldout',
    messages: [
      'hi we have a tenant reporting no hot water in unit 4B at 2218 Alder St. can someone go out today? tenant is home after 3, her number is 503-555-0152 if the tech needs to get in',
      'Marisol Ortega-Reyes\nProperty Manager | Birch & Vale Property Group\nm. 503.555.0118 | marisol@birchvale.example.com',
    ],
    expected: {
      name: 'Marisol Ortega-Reyes',
      email: 'marisol@birchvale.example.com',
      phone: '+15035550118',
      company: 'Birch & Vale Property Group',
    },
  },
  {
    id: 'i02-arborist-letter-hoa-signoff-dash',
    split: 'heldout',
    messages: [
      'our hoa (Willow Creek HOA) says we need a licensed arborist letter before we take down the big oak in back. can u do the letter + the removal? text me 720 555 0164 -jess',
    ],
    expected: { name: 'Jess', phone: '+17205550164' },
  },
  {
    id: 'i03-chipped-molar-plus-address-insurer',
    split: 'heldout',
    messages: [
      'do you take delta dental ppo?? chipped a molar on a popcorn kernel lol 🍿',
      'prefer email: tom.kowalczyk+dentist@example.net. tom kowalczyk',
    ],
    expected: { name: 'Tom Kowalczyk', email: 'tom.kowalczyk+dentist@example.net' },
  },
  {
    id: 'i04-taqueria-gm-hood-cleaning',
    split: 'heldout',
    messages: [
      "I'm the GM at rosie's taqueria on 5th, our hood vents need cleaning before the fire marshal inspection on the 14th",
      "name's Dario Benedetti, cell 480-555-0172, best after 2pm when the lunch rush dies down",
    ],
    expected: { name: 'Dario Benedetti', phone: '+14805550172', company: "Rosie's Taqueria" },
  },
  {
    id: 'i05-move-out-clean-quote-no-details',
    split: 'heldout',
    messages: [
      'how much for a move out deep clean, 3 bed 2 bath about 1850 sq ft, zip 78704? lease ends 6/30 and i need it done by 7/1 at 10am',
    ],
    expected: {},
  },
  {
    id: 'i06-warm-ac-model-number-corrected-phone',
    split: 'heldout',
    messages: [
      'ac is blowing warm air. carrier unit model 24ACC636A003, about 9 yrs old. call me at 919-555-0143',
      'wait sorry typo its 919-555-0134',
      'Gary',
    ],
    expected: { name: 'Gary', phone: '+19195550134' },
  },
  {
    id: 'i07-church-on-behalf-office-ext',
    split: 'heldout',
    messages: [
      'Good morning, I am writing on behalf of Grace Fellowship Church of Maple Heights. Our fellowship hall carpets need cleaning before Easter, roughly 2,400 sq ft. Please contact me at the church office, 216-555-0129 ext 12, or by email.\n\nBlessings,\nRosa de la Cruz\nAdministrative Assistant',
      'sorry the email is office@gracefellowship.example.org',
    ],
    expected: {
      name: 'Rosa de la Cruz',
      email: 'office@gracefellowship.example.org',
      phone: '+12165550129',
      company: 'Grace Fellowship Church of Maple Heights',
    },
  },
  {
    id: 'i08-spanish-accented-name-caps-email',
    split: 'heldout',
    messages: [
      'hola, necesito un plomero para una fuga debajo del fregadero de la cocina. Me llamo José Ángel Núñez, mi correo es JANUNEZ77@EXAMPLE.COM gracias',
    ],
    expected: { name: 'José Ángel Núñez', email: 'janunez77@example.com' },
  },
  {
    id: 'i09-montessori-this-is-from-mice',
    split: 'heldout',
    messages: [
      "hi this is Priya Raman from Lincoln Park Montessori School, we've found mouse droppings in the cafeteria storage room 🐭 need someone discreet, before 7am or after 4pm when kids are gone",
      'best number is the front office (312) 555-0187, ask for me',
    ],
    expected: { name: 'Priya Raman', phone: '+13125550187', company: 'Lincoln Park Montessori School' },
  },
  {
    id: 'i10-rear-ended-plate-employer-nights',
    split: 'heldout',
    messages: [
      "got rear ended on I-35 last tuesday, other driver's plate was KTR 4482 and their insurance (progressive) is giving me the runaround. do i need a lawyer for this",
      'i work nights at the amazon warehouse so mornings are best. my # 816 555 0150. Dwayne Pettiford',
    ],
    expected: { name: 'Dwayne Pettiford', phone: '+18165550150' },
  },
  {
    id: 'i11-geometry-tutor-email-typo-corrected',
    split: 'heldout',
    messages: [
      "looking for a math tutor for my daughter, 10th grade geometry, she's struggling w proofs. Dr. Chen at Oakridge Pediatrics gave us your name",
      'you can email me at kim.hargrove@exmaple.com',
      'ugh example.com not exmaple',
      'Kim',
    ],
    expected: { name: 'Kim', email: 'kim.hargrove@example.com' },
  },
  {
    id: 'i12-hoa-board-president-mowing-bids',
    split: 'heldout',
    messages: [
      "Hello, I'm board president of the Stonebridge Commons Homeowners Association (86 units). We're taking bids for common-area mowing and fall leaf removal for the 2027 season. Could you send a proposal?\n\nFrank Liebowitz\nfrank.liebowitz@example.net\n847.555.0123 (cell)",
    ],
    expected: {
      name: 'Frank Liebowitz',
      email: 'frank.liebowitz@example.net',
      phone: '+18475550123',
      company: 'Stonebridge Commons Homeowners Association',
    },
  },
  {
    id: 'i13-forwarded-tenant-email-facilities',
    split: 'heldout',
    messages: [
      'can your roofer look at this this week? see below\n\nColin Ashby\nFacilities Coordinator\nHarborview Business Center LLC\n(617) 555-0106\ncashby@harborview.example.com\n\n---------- Forwarded message ---------\nFrom: Dana Whitfield <dwhitfield@example.com>\nDate: Mon, Nov 17, 2026 at 9:12 AM\nSubject: leak in ceiling suite 210\nTo: Colin Ashby <cashby@harborview.example.com>\n\nHi Colin, the water stain above my desk is getting bigger, can you get someone in? -Dana',
    ],
    expected: {
      name: 'Colin Ashby',
      email: 'cashby@harborview.example.com',
      phone: '+16175550106',
      company: 'Harborview Business Center LLC',
    },
  },
  {
    id: 'i14-water-heater-previous-installer-oapostrophe',
    split: 'heldout',
    messages: [
      "the water heater Reliable Rooter & Drain put in last year is already leaking from the bottom. they won't call back about the warranty so I want a second opinion. Siobhan O'Donnell +1.602.555.0191",
    ],
    expected: { name: "Siobhan O'Donnell", phone: '+16025550191' },
  },
  {
    id: 'i15-bridal-trial-two-numbers-cell',
    split: 'heldout',
    messages: [
      'hiii wanting balayage + cut for my wedding hair trial, sat the 9th if possible 💍',
      "home is 414-555-0110 but don't call that one nobody answers, cell is 414-555-0177 text only pls. thx! Brianna",
    ],
    expected: { name: 'Brianna', phone: '+14145550177' },
  },
  {
    id: 'i16-s-corp-return-email-only',
    split: 'heldout',
    messages: [
      'do you do business tax returns for s-corps? revenue about $420k, books are in quickbooks online. reply to taxq@example.org',
    ],
    expected: { email: 'taxq@example.org' },
  },
  {
    id: 'i17-office-move-company-given-later',
    split: 'heldout',
    messages: [
      'we need to move our office from the 3rd floor at 1200 Commerce Pkwy to a new space across town. 14 workstations, a server rack, approx 60 boxes',
      'target date is friday 8/22 after 5pm',
      "oh I should say, it's for Keller, Moss and Tran CPAs, I'm the office manager. Lorraine Keating. 405-555-0158",
    ],
    expected: { name: 'Lorraine Keating', phone: '+14055550158', company: 'Keller, Moss and Tran CPAs' },
  },
  {
    id: 'i18-cafe-we-own-pest-contract',
    split: 'heldout',
    messages: [
      'My wife and I own Sunny Side Up Café on Main St. Looking for a monthly pest control contract, the health inspector is due in March. Our food comes from Sysco twice a week if that matters for timing.',
      'Wendell Brooks, 972 555 0116',
    ],
    expected: { name: 'Wendell Brooks', phone: '+19725550116', company: 'Sunny Side Up Café' },
  },
  {
    id: 'i19-anniversary-photos-venue-van-der',
    split: 'heldout',
    messages: [
      "hi! looking for a photographer for my parents' 40th anniversary party at the Lakeside Grange Hall, oct 4, 6-10pm, ~80 guests. budget around $1,200. I'm Aubrey van der Berg, aubrey.vdb@example.com",
    ],
    expected: { name: 'Aubrey van der Berg', email: 'aubrey.vdb@example.com' },
  },
  {
    id: 'i20-vet-sock-dog-name-doctor',
    split: 'heldout',
    messages: [
      'my dog Biscuit ate a sock (AGAIN 🙄) and has been throwing up since last night. is dr. patel in today?',
      "it's Mel, 775-555-0132. we're 10 min away",
    ],
    expected: { name: 'Mel', phone: '+17755550132' },
  },
  {
    id: 'i21-food-pantry-calling-for-cooler',
    split: 'heldout',
    messages: [
      'Hi there, calling for Eastside Neighbors Food Pantry. Our walk-in cooler stopped holding temp overnight (reads 51°F) and we have a delivery coming at 9am. Can anyone come now?? Call Luis 602-555-0149',
    ],
    expected: { name: 'Luis', phone: '+16025550149', company: 'Eastside Neighbors Food Pantry' },
  },
  {
    id: 'i22-gc-drywall-sub-signature-ext',
    split: 'heldout',
    messages: [
      "We're a GC looking for a drywall sub on a 3-unit townhome project in Riverton. Hang, tape, L4 finish, ~9,800 sf of board. I can send plans if you give me an address.\n\nThanks,\nT.J. Abernathy\nProject Manager\nAbernathy & Sons Construction, Inc.\nO: 801-555-0104 x 221",
    ],
    expected: {
      name: 'T.J. Abernathy',
      phone: '+18015550104',
      company: 'Abernathy & Sons Construction, Inc.',
    },
  },
  {
    id: 'i23-relocation-employer-three-quotes',
    split: 'heldout',
    messages: [
      'relocating for work, my employer (Deloitte) covers the move but I need 3 quotes. 2br apt in Hoboken to Charlotte NC, around july 15',
      'Nikhil Subramanian, 1-201-555-0133, nikhil.s@example.com',
    ],
    expected: { name: 'Nikhil Subramanian', email: 'nikhil.s@example.com', phone: '+12015550133' },
  },
  {
    id: 'i24-husband-on-wifes-phone',
    split: 'heldout',
    messages: [
      'hey need someone to look at our garage door, one of the springs snapped and the door is stuck half open',
      "this is Stephanie's phone btw but I'm her husband, Marcus Oyelaran. call me back on 469-555-0121",
    ],
    expected: { name: 'Marcus Oyelaran', phone: '+14695550121' },
  },
  {
    id: 'i25-dishwasher-work-order-digits',
    split: 'heldout',
    messages: [
      'following up on work order #5550147 from last week, the Bosch dishwasher is leaking again right where the tech fixed it. please have him call me 203-555-0168\n- Ruth Ann Gallagher',
    ],
    expected: { name: 'Ruth Ann Gallagher', phone: '+12035550168' },
  },
  {
    id: 'i26-holiday-home-uk-whatsapp',
    split: 'heldout',
    messages: [
      "Hi, we own a holiday home in Kissimmee which we let through Airbnb and we need a reliable cleaner for changeovers, usually Saturdays. I'm in the UK so WhatsApp is easiest: +44 7700 900461. Cheers, Graham Pryce-Jones",
    ],
    expected: { name: 'Graham Pryce-Jones', phone: '+447700900461' },
  },
  {
    id: 'i27-storefront-all-caps-company',
    split: 'heldout',
    messages: [
      'hello, need commercial window cleaning for our storefront, 2 floors, inside and out. HIGH COUNTRY OUTFITTERS, 214 Market St. contact me Hank Doyle 828-555-0155',
    ],
    expected: { name: 'Hank Doyle', phone: '+18285550155', company: 'High Country Outfitters' },
  },
  {
    id: 'i28-burst-pipe-claim-number',
    split: 'heldout',
    messages: [
      'pipe burst in the upstairs bath, water came through the kitchen ceiling 😩 state farm claim # 45-K881-20397, adjuster coming thursday. need mitigation asap',
      'Pete Zamora 505.555.0113',
    ],
    expected: { name: 'Pete Zamora', phone: '+15055550113' },
  },
  {
    id: 'i29-law-firm-pllc-plus-email-signoff',
    split: 'heldout',
    messages: [
      "I'm the office administrator at Hadley Greer PLLC. We're looking for nightly janitorial for a 4,000 sq ft office, 5 nights/wk. We have client files on site so background-checked staff only. Send pricing to admin+facilities@hadleygreer.example.com\n— Yvonne",
    ],
    expected: {
      name: 'Yvonne',
      email: 'admin+facilities@hadleygreer.example.com',
      company: 'Hadley Greer PLLC',
    },
  },
  {
    id: 'i30-odyssey-timing-belt-subdomain-email',
    split: 'heldout',
    messages: [
      'hey im andre, how much for timing belt + water pump on a 2011 odyssey, 118k miles? email andre.l@mail.example.net',
    ],
    expected: { name: 'Andre', email: 'andre.l@mail.example.net' },
  },
  {
    id: 'i31-gutter-guards-run-on-digits-zip',
    split: 'heldout',
    messages: [
      'need a quote for gutter guards, single story ranch about 160 linear ft, 91352. callback 8185550176 anytime. thanks ~ Carol',
    ],
    expected: { name: 'Carol', phone: '+18185550176' },
  },
  {
    id: 'i32-route-9-diner-grease-trap',
    split: 'heldout',
    messages: [
      'Route 9 Diner here, grease trap is overflowing into the floor drain!! need a pump out TODAY. ask for Stavros 518-555-0140',
    ],
    expected: { name: 'Stavros', phone: '+15185550140', company: 'Route 9 Diner' },
  },
  {
    id: 'i33-whitening-company-only-in-domain',
    split: 'heldout',
    messages: [
      'hi, interested in teeth whitening, how long does an appointment take and is it sensitive after?',
      'kelly.marsh@brightlinelogistics.example.com - Kelly Marsh',
    ],
    expected: { name: 'Kelly Marsh', email: 'kelly.marsh@brightlinelogistics.example.com' },
  },
  {
    id: 'i34-daughter-moving-mother-assisted-living',
    split: 'heldout',
    messages: [
      'my mother Eleanor is moving from her house into assisted living at Brookdale in early December. she can only take about a third of her furniture. do you do partial moves + donation haul away?',
      "I'm her daughter, Denise Fairbanks-Cole. easiest to reach me at 913-555-0126 or denise.fc@example.com",
    ],
    expected: { name: 'Denise Fairbanks-Cole', email: 'denise.fc@example.com', phone: '+19135550126' },
  },
  {
    id: 'i35-barbershop-owner-kit',
    split: 'heldout',
    messages: [
      'Kit Alvarado here, owner of Fade Factory Barbershop. Our AC went out and we have 4 chairs booked solid on saturday, its 94 in here 🥵',
      'shop line is 210.555.0135',
    ],
    expected: { name: 'Kit Alvarado', phone: '+12105550135', company: 'Fade Factory Barbershop' },
  },
  {
    id: 'i36-tenant-roaches-landlord-reimburses',
    split: 'heldout',
    messages: [
      "I rent from Crestline Property Management and they said I can hire my own exterminator for the roaches and they'll reimburse me. apt 12, 3300 Sycamore Ave. Tiana Brooks 901-555-0195",
    ],
    expected: { name: 'Tiana Brooks', phone: '+19015550195' },
  },
  {
    id: 'i37-parish-boiler-fr-title',
    split: 'heldout',
    messages: [
      'Our parish hall boiler is short cycling and the radiators in the school wing are barely warm. Could someone come this week? Mass times are 8am and 12:10pm daily so please avoid those.',
      'Fr. Michael Kowal, Pastor\nSt. Casimir Parish\n(414) 555-0102',
    ],
    expected: { name: 'Michael Kowal', phone: '+14145550102', company: 'St. Casimir Parish' },
  },
  {
    id: 'i38-fleet-brakes-license-plates',
    split: 'heldout',
    messages: [
      'I manage the fleet for Greenway Landscaping Co. We have 6 F-250s due for brake inspections, can do 2 at a time. first ones are plates 7KJX219 and 7KJX224',
      'Ray Castellanos, fleet@greenwayland.example.com',
    ],
    expected: {
      name: 'Ray Castellanos',
      email: 'fleet@greenwayland.example.com',
      company: 'Greenway Landscaping Co.',
    },
  },
  {
    id: 'i39-friends-of-library-volunteer',
    split: 'heldout',
    messages: [
      "Hello! I'm the volunteer coordinator for the Friends of the Millbrook Public Library. We're holding our annual book sale gala on Nov 8 and would love a photographer for 2 hours. We're a 501(c)(3) so any nonprofit rate is appreciated!",
      'Greta Lindqvist / greta.lindqvist@example.org',
    ],
    expected: {
      name: 'Greta Lindqvist',
      email: 'greta.lindqvist@example.org',
      company: 'Friends of the Millbrook Public Library',
    },
  },
  {
    id: 'i40-hyphenated-first-name-initial',
    split: 'heldout',
    messages: [
      'do you do acrylic fills or only gel? my last salon closed 😢 looking for a regular spot every 3 wks',
      'Mary-Kate L. 615-555-0147',
    ],
    expected: { name: 'Mary-Kate L.', phone: '+16155550147' },
  },
  {
    id: 'i41-dental-studio-owner-bookkeeping-ext',
    split: 'heldout',
    messages: [
      'At Pinnacle Dental Studio we need a new bookkeeper, our previous one retired in September. Payroll for 11 employees, monthly close, and year-end with our CPA. We use Dentrix and QuickBooks.',
      'Dr. Anjali Mehta, owner. (704) 555-0138 ext. 3',
    ],
    expected: { name: 'Anjali Mehta', phone: '+17045550138', company: 'Pinnacle Dental Studio' },
  },
  {
    id: 'i42-our-company-data-drops-date-time',
    split: 'heldout',
    messages: [
      'our company, Tri-County Title & Escrow, is moving into suite 402 and we need 20 data drops plus 4 dedicated circuits for the copiers',
      'walkthrough available 3/14 between 10:30-12:00. reach me at 773-555-0119, Ahmed Farouk',
    ],
    expected: { name: 'Ahmed Farouk', phone: '+17735550119', company: 'Tri-County Title & Escrow' },
  },
  {
    id: 'i43-pool-green-hyphen-accent-plus-one',
    split: 'heldout',
    messages: [
      'pool turned green after the storm 🤢 need a cleanup + weekly service after. my neighbor uses you guys and loves you',
      'Camila Restrepo-Vélez\n+1 (305) 555-0183\ncami.restrepo-velez@example.com',
    ],
    expected: {
      name: 'Camila Restrepo-Vélez',
      email: 'cami.restrepo-velez@example.com',
      phone: '+13055550183',
    },
  },
  {
    id: 'i44-aussie-relocation-whatsapp',
    split: 'heldout',
    messages: [
      "aussie here relocating to austin for work, our container arrives mid sept and we'd like an unpacking crew for a day. best on whatsapp +61 491 570 156 til I land, then I'll have a US number. cheers, Lachlan",
    ],
    expected: { name: 'Lachlan', phone: '+61491570156' },
  },
  {
    id: 'i45-home-health-lowercase-company',
    split: 'heldout',
    messages: [
      "we're brightpath home health, our office flooded from the unit upstairs last weekend and we need the carpets extracted and sanitized before patients' families come in monday",
      'jolene sato, operations. 317-555-0153',
    ],
    expected: { name: 'Jolene Sato', phone: '+13175550153', company: 'Brightpath Home Health' },
  },
  {
    id: 'i46-gate-latch-sent-from-iphone',
    split: 'heldout',
    messages: [
      "hey fence gate won't latch anymore, post is leaning. cedar fence about 8 yrs old. can someone look this wk\n\nBobby\n262-555-0170\n\nSent from my iPhone",
    ],
    expected: { name: 'Bobby', phone: '+12625550170' },
  },
  {
    id: 'i47-ac-tuneup-prices-no-details',
    split: 'heldout',
    messages: [
      'is the $89 tune up special per system or is it 129 for 2? i have 2 units, a 3 ton and a 4 ton, both installed 2008',
      'ok thanks ill think about it',
    ],
    expected: {},
  },
  {
    id: 'i48-roof-leak-phone-only',
    split: 'heldout',
    messages: ['roof leaking into back bedroom pls call 346 555 0161', 'shingles missing on the north side'],
    expected: { phone: '+13465550161' },
  },
  {
    id: 'i49-yoga-studio-name-typo-corrected',
    split: 'heldout',
    messages: [
      "Hi! I own Still Point Yoga Studio on Elm and we're looking for someone to clean the studio 3x a week after our last class (8:30pm). ~1,500 sq ft, bamboo floors, 2 bathrooms",
      'Caitlin Mcrae, caitlin@stillpointyoga.example.com',
      '*McRae sorry autocorrect',
    ],
    expected: {
      name: 'Caitlin McRae',
      email: 'caitlin@stillpointyoga.example.com',
      company: 'Still Point Yoga Studio',
    },
  },
  {
    id: 'i50-trattoria-owner-walk-in-freezer',
    split: 'heldout',
    messages: [
      "walk-in freezer at Nonna Lucia's Trattoria is icing up and the compressor keeps clicking. I'm the owner. our Sysco order comes tomorrow at 6am so this is urgent",
      'Giulia Ferraro - giulia@nonnalucias.example.com - 412.555.0181',
    ],
    expected: {
      name: 'Giulia Ferraro',
      email: 'giulia@nonnalucias.example.com',
      phone: '+14125550181',
      company: "Nonna Lucia's Trattoria",
    },
  },
  {
    id: 'i51-dentistry-front-desk-landscaping',
    split: 'heldout',
    messages: [
      'hi this is Becca at the front desk of Maple Grove Family Dentistry. the doctors want the beds out front mulched and the shrubs trimmed before our open house on the 20th',
      'you can reach me here at the office 608-555-0114, M-Th 8-5',
    ],
    expected: { name: 'Becca', phone: '+16085550114', company: 'Maple Grove Family Dentistry' },
  },
  {
    id: 'i52-bakery-owner-but-for-house',
    split: 'heldout',
    messages: [
      "I own Crumb & Co. bakery downtown but this is for my house, not the shop. we're adding a heat pump and the electrician before said we need to go from 100 amp to 200",
      'Nadia Haddad 757-555-0162',
    ],
    expected: { name: 'Nadia Haddad', phone: '+17575550162' },
  },
  {
    id: 'i53-architecture-firm-headshots',
    split: 'heldout',
    messages: [
      "We're a 12-person architecture firm, Hollis & Finch Co., and need updated team headshots for our website. Ideally all in one morning at our office.",
      'Thanks!\nMara Finch, AIA\nPrincipal\nmfinch@hollisfinch.example.com',
    ],
    expected: { name: 'Mara Finch', email: 'mfinch@hollisfinch.example.com', company: 'Hollis & Finch Co.' },
  },
  {
    id: 'i54-email-spelled-out-at-dot',
    split: 'heldout',
    messages: [
      'need a will and maybe a trust, married with 2 kids and a house. how much for a consult?',
      'terrence greer, email me at terrence.greer at example dot com (dont want spam bots lol)',
    ],
    expected: { name: 'Terrence Greer', email: 'terrence.greer@example.com' },
  },
  {
    id: 'i55-laundromat-softener-serial-price',
    split: 'heldout',
    messages: [
      'We run Suds City Laundromat and our water softener is dumping brine into the machines. Kinetico unit, serial no. 2209-555-0193. Another company quoted $2,450 to replace, want a second quote',
      'my number is 630-555-0127, Lou',
    ],
    expected: { name: 'Lou', phone: '+16305550127', company: 'Suds City Laundromat' },
  },
  {
    id: 'i56-email-switched-to-work-domain',
    split: 'heldout',
    messages: [
      'hi need weekly mowing for my house on Pine Ridge Ct, about a third of an acre',
      'my email is b.ortiz@example.com - actually use my work one, I check it more: benny.ortiz@ortizfamilydental.example.com',
      'Benny Ortiz',
    ],
    expected: { name: 'Benny Ortiz', email: 'benny.ortiz@ortizfamilydental.example.com' },
  },
  {
    id: 'i57-building-is-ours-rekey',
    split: 'heldout',
    messages: [
      'need all 24 units rekeyed plus the front entry and mailroom after a master key went missing. the building at 40 Harmon St is ours (Harmon Street Lofts LLC)',
      'Irene Castellano\n(330) 555-0145\nirene@harmonlofts.example.net',
    ],
    expected: {
      name: 'Irene Castellano',
      email: 'irene@harmonlofts.example.net',
      phone: '+13305550145',
      company: 'Harmon Street Lofts LLC',
    },
  },
  {
    id: 'i58-daycare-director-fire-ants',
    split: 'heldout',
    messages: [
      "Fire ant mounds all over our playground 😣 we're Little Acorns Learning Center, I'm the director. Need a kid-safe treatment, ideally on a Saturday when we're closed.",
      'Shonda Merriweather | (251) 555-0108 | director@littleacorns.example.org',
    ],
    expected: {
      name: 'Shonda Merriweather',
      email: 'director@littleacorns.example.org',
      phone: '+12515550108',
      company: 'Little Acorns Learning Center',
    },
  },
  {
    id: 'i59-irish-name-fadas-chimney',
    split: 'heldout',
    messages: [
      'Hi there, smoke is coming back into the room when we light the fire, I think the flue might be blocked (birds nested last spring). Seán Ó Briain, sean.obriain@example.net',
    ],
    expected: { name: 'Seán Ó Briain', email: 'sean.obriain@example.net' },
  },
  {
    id: 'i60-listing-agent-inspection-for-sellers',
    split: 'heldout',
    messages: [
      "Hi, I'm a listing agent with Cedar & Stone Realty Group. My sellers at 88 Juniper Ln want a pre-listing inspection before we go live on the 1st. Is Tuesday possible?",
      'Nora Kessler-Baptiste, REALTOR®\n425-555-0166',
    ],
    expected: { name: 'Nora Kessler-Baptiste', phone: '+14255550166', company: 'Cedar & Stone Realty Group' },
  },
];
