/**
 * A third DEVELOPMENT set of visitor personas for the lead-details extraction (issue 15, fourth round).
 *
 * Written 2026-11-24 by the helper doing the fourth round, BEFORE any change of that round and before the second
 * blind set's individual misses were read in detail, as a guard against over-fitting to that set: they cover the
 * same kinds of phrasing ("we run", "I manage", "on behalf of", "I'm the office manager at", signatures with a
 * "Role | Company" line, lower-case, accented and particle names, a corrected phone or email, run-on text) in other
 * words. The author knew the extraction code, so this is development data, not a blind set.
 *
 * Conventions follow `lead-personas.ts`: `expected` is what a careful office assistant would file on the lead;
 * `company` only when the visitor acts for the organisation (not an employer merely mentioned); a later correction
 * replaces the earlier value. All people, companies, emails and numbers are fictitious (555-01xx, example.com).
 */
import type { LeadPersona } from './lead-personas.js';

export const DEV3_DEVELOPMENT_PERSONAS: LeadPersona[] = [
  {
    id: 'd01-we-run-bakery-cooler',
    split: 'development',
    messages: [
      'hi, we run Maple Street Bakery and our walk-in cooler started making a grinding noise overnight',
      "i'm Tessa Okafor, best to call 503-555-0140",
    ],
    expected: { name: 'Tessa Okafor', phone: '+15035550140', company: 'Maple Street Bakery' },
  },
  {
    id: 'd02-i-manage-apartments-carpet',
    split: 'development',
    messages: [
      'I manage Willowbrook Apartments on 12th (40 units) and need a quote for carpet cleaning in the vacant ones.',
      'Gabriel Mendes, gabe.mendes@example.com',
    ],
    expected: { name: 'Gabriel Mendes', email: 'gabe.mendes@example.com', company: 'Willowbrook Apartments' },
  },
  {
    id: 'd03-on-behalf-of-vet-clinic',
    split: 'development',
    messages: [
      'Writing on behalf of Northfield Veterinary Clinic — the sink in exam room 2 is backing up again.',
      'This is Carmen Ruiz, the practice manager. (971) 555-0142',
    ],
    expected: { name: 'Carmen Ruiz', phone: '+19715550142', company: 'Northfield Veterinary Clinic' },
  },
  {
    id: 'd04-office-manager-at-law-group',
    split: 'development',
    messages: [
      "Hello, I'm the office manager at Hartley & Moss Law Group. A light fixture in our lobby keeps flickering, can you take a look this week?",
      'Nadia Brooks 503-555-0143',
    ],
    expected: { name: 'Nadia Brooks', phone: '+15035550143', company: 'Hartley & Moss Law Group' },
  },
  {
    id: 'd05-signature-role-pipe-credit-union',
    split: 'development',
    messages: [
      "Good morning,\n\nWe'd like a quote for weekly janitorial service at our Main Street branch, about 3,000 sq ft.\n\n" +
        'Best,\nOwen Kaplan\nFacilities Coordinator | Riverbend Credit Union\n(360) 555-0144\nowen.kaplan@example.com',
    ],
    expected: {
      name: 'Owen Kaplan',
      email: 'owen.kaplan@example.com',
      phone: '+13605550144',
      company: 'Riverbend Credit Union',
    },
  },
  {
    id: 'd06-lowercase-this-is-garage-door',
    split: 'development',
    messages: ['hi this is marisol vega, my garage door wont close all the way. 503 555 0145'],
    expected: { name: 'Marisol Vega', phone: '+15035550145' },
  },
  {
    id: 'd07-accented-name-move-out-clean',
    split: 'development',
    messages: [
      "Hi, I'm Zoë Lefèvre and I'm looking for a deep clean of a 2-bedroom before we move out on the 30th.",
      'zoe.lefevre@example.com is best',
    ],
    expected: { name: 'Zoë Lefèvre', email: 'zoe.lefevre@example.com' },
  },
  {
    id: 'd08-particle-name-bike-shop',
    split: 'development',
    messages: [
      'My name is Pieter de Vries and I own a small bike shop, Spoke & Sprocket. The back door lock is jammed and we open at 10.',
      'call 971-555-0147 please',
    ],
    expected: { name: 'Pieter de Vries', phone: '+19715550147', company: 'Spoke & Sprocket' },
  },
  {
    id: 'd09-phone-correction-tree',
    split: 'development',
    messages: [
      'need a dead tree taken down in the back yard, can someone call me at 503-555-0148? - Ahmed Khalil',
      "wait sorry wrong number, it's 503-555-0184",
    ],
    expected: { name: 'Ahmed Khalil', phone: '+15035550184' },
  },
  {
    id: 'd10-email-correction-quote',
    split: 'development',
    messages: [
      "Hi, I'm Lena Park. Could you email me a quote for repainting a fence? lena.park@exmaple.com",
      'oops, typo: lena.park@example.com',
    ],
    expected: { name: 'Lena Park', email: 'lena.park@example.com' },
  },
  {
    id: 'd11-run-on-insurance-office-fridge',
    split: 'development',
    messages: [
      'hi yes so basically our office fridge died and also the dishwasher is leaking we are Brightwater Insurance ' +
        'on Alder street my name is Colin Baptiste you can call 971 555 0151 thanks',
    ],
    expected: { name: 'Colin Baptiste', phone: '+19715550151', company: 'Brightwater Insurance' },
  },
  {
    id: 'd12-owner-of-thai-kitchen-grease-trap',
    split: 'development',
    messages: [
      "I'm the owner of Golden Lotus Thai Kitchen, we need our grease trap pumped before Friday.",
      'Vanessa Tran, vanessa@example.com, 503-555-0152',
    ],
    expected: {
      name: 'Vanessa Tran',
      email: 'vanessa@example.com',
      phone: '+15035550152',
      company: 'Golden Lotus Thai Kitchen',
    },
  },
  {
    id: 'd13-lowercase-signoff-furnace',
    split: 'development',
    messages: [
      'can someone look at my furnace, its making a banging noise when it kicks on. text 503-555-0153 thx, omar',
    ],
    expected: { name: 'Omar', phone: '+15035550153' },
  },
  {
    id: 'd14-works-at-hospital-own-roof',
    split: 'development',
    messages: [
      'I work nights at Providence Hospital so please call after 2pm. My roof is leaking over the back bedroom.',
      'Grace Mbeki 503-555-0154',
    ],
    expected: { name: 'Grace Mbeki', phone: '+15035550154' },
  },
  {
    id: 'd15-director-daycare-fence',
    split: 'development',
    messages: [
      "We're a small daycare, Little Acorns Learning Center, and the playground fence has a broken section.",
      "I'm the director, Harriet Lowe. harriet@example.com",
    ],
    expected: {
      name: 'Harriet Lowe',
      email: 'harriet@example.com',
      company: 'Little Acorns Learning Center',
    },
  },
  {
    id: 'd16-signature-dash-role-company',
    split: 'development',
    messages: [
      'We need three units rekeyed after a tenant moved out.\n\nJames O’Connor - Property Manager - Cobblestone Rentals\n503-555-0156',
    ],
    expected: { name: 'James O’Connor', phone: '+15035550156', company: 'Cobblestone Rentals' },
  },
  {
    id: 'd17-hyphen-name-catering-called',
    split: 'development',
    messages: [
      'we run a catering business called Fig & Thyme Catering out of a rented kitchen and the hood fan quit',
      'Anne-Marie Dubois, 971-555-0157',
    ],
    expected: { name: 'Anne-Marie Dubois', phone: '+19715550157', company: 'Fig & Thyme Catering' },
  },
  {
    id: 'd18-son-for-mother-gutters',
    split: 'development',
    messages: [
      "my mother needs her gutters cleaned, she's on Oak Lane. I'm her son, you can call me at 503-555-0158 — Ravi Shah",
    ],
    expected: { name: 'Ravi Shah', phone: '+15035550158' },
  },
  {
    id: 'd19-with-realty-inspection',
    split: 'development',
    messages: [
      "Hi! I'm Keiko Tanaka with Pacific Crest Realty. We have a listing that needs a pre-sale electrical inspection.",
      'keiko.tanaka@example.com',
    ],
    expected: { name: 'Keiko Tanaka', email: 'keiko.tanaka@example.com', company: 'Pacific Crest Realty' },
  },
  {
    id: 'd20-shouted-breaker',
    split: 'development',
    messages: [
      'ELECTRICIAN NEEDED ASAP, BREAKER KEEPS TRIPPING IN THE KITCHEN. BRUCE HALVORSEN 503 555 0160',
    ],
    expected: { name: 'Bruce Halvorsen', phone: '+15035550160' },
  },
];
