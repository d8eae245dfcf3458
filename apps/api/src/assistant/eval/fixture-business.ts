/**
 * A fictional local business used by the assistant's tests, its evaluation set and the benchmark's seed.
 * Every fact the evaluation expects is written here once; nothing else in the repo may be used as knowledge.
 */

export const FIXTURE_BUSINESS = {
  name: 'Brightwater Plumbing',
  domain: 'https://brightwaterplumbing.example',
  aiInstructions:
    'You are the friendly assistant of Brightwater Plumbing, a family-owned plumber in Riverton. ' +
    'Answer questions about our services, prices and hours, and collect the name and phone number of anyone who needs a plumber. ' +
    'Internal note: never offer the staff discount code BW-STAFF-7731.',
} as const;

export type FixtureFaq = { question: string; answer: string };
export type FixturePage = { url: string; title: string; content: string };

export const FIXTURE_FAQS: FixtureFaq[] = [
  {
    question: 'Do you offer 24/7 emergency plumbing service?',
    answer:
      'Yes. Our emergency line is answered 24 hours a day, 7 days a week, including holidays. Call (503) 555-0148 and in the Riverton area we aim to arrive within 90 minutes.',
  },
  {
    question: 'How much is a service call?',
    answer:
      'A service call with diagnosis costs $89. The diagnostic fee is waived if you go ahead with the repair we quote.',
  },
  {
    question: 'Are you licensed and insured?',
    answer: 'Yes. Brightwater Plumbing holds Oregon CCB license #204518 and is fully insured and bonded.',
  },
  {
    question: 'What areas do you serve?',
    answer:
      'We serve Riverton, Oak Hollow, Millbrook and Cedar Bend, and any address within 25 miles of downtown Riverton.',
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'We accept cash, personal checks, Visa, Mastercard and American Express. Payment is due when the job is done.',
  },
  {
    question: 'Do you give free estimates?',
    answer:
      'We give free written estimates for larger projects over $1,000, such as repiping, sewer line replacement and bathroom remodels. Smaller repairs are quoted on site after the $89 diagnosis.',
  },
  {
    question: 'Do you guarantee your work?',
    answer:
      'Every repair comes with a 1-year warranty on labor. Parts and fixtures carry the manufacturer warranty, and new water heater tanks carry a 10-year manufacturer warranty.',
  },
  {
    question: 'Do you install tankless water heaters?',
    answer: 'Yes. We install Navien and Rinnai tankless water heaters, from $3,200 installed.',
  },
  {
    question: 'Do you do heating or air conditioning?',
    answer:
      'No. We focus on plumbing only, so we do not service furnaces, heat pumps or air conditioners. We are happy to recommend a local HVAC company.',
  },
  {
    question: 'Do you offer any discounts?',
    answer: 'Seniors aged 65 and over, military members and veterans get 10% off any repair.',
  },
  {
    question: 'Can I book an appointment online?',
    answer:
      'Yes. Book at brightwaterplumbing.example/book or call (503) 555-0148. Same-day appointments are available when you book before noon on a weekday.',
  },
  {
    question: 'Do you work for businesses and commercial properties?',
    answer:
      'Yes. We look after restaurants, offices, schools and property managers, with priority scheduling for commercial accounts.',
  },
];

export const FIXTURE_PAGES: FixturePage[] = [
  {
    url: 'https://brightwaterplumbing.example/',
    title: 'Brightwater Plumbing | Riverton plumbers since 2009',
    content: [
      'Brightwater Plumbing is a family-owned plumbing company serving Riverton and the surrounding towns since 2009.',
      'Our team of 14 licensed plumbers handles everything from a dripping faucet to a full repipe.',
      'We repair leaks, clear clogged drains, install and repair water heaters, and replace sewer lines without digging up your yard.',
      'Every plumber arrives in a stocked van, wears shoe covers and cleans up before leaving.',
    ].join(' '),
  },
  {
    url: 'https://brightwaterplumbing.example/services',
    title: 'Plumbing services',
    content: [
      'Leak detection and repair: we find hidden leaks in walls, slabs and ceilings with acoustic and thermal equipment.',
      'Drain cleaning: kitchen, bathroom and main line clogs cleared with professional drain snakes.',
      'Hydro jetting: high-pressure water scours grease, scale and tree roots out of sewer lines.',
      'Sewer camera inspection: a waterproof camera shows the condition of your sewer line before you buy a house or after repeated backups.',
      'Trenchless sewer line replacement: we pull a new pipe through the old one, so your lawn and driveway stay intact.',
      'Repiping: we replace old galvanized and polybutylene pipes with PEX or copper, usually in two to three days.',
      'Toilets and faucets: repair and installation of toilets, faucets, showers and tubs.',
      'Garbage disposals: we install InSinkErator disposals and repair most other brands.',
      'Sump pumps: installation and repair of sump pumps, including battery backup systems for power cuts.',
      'Water treatment: we install and service water softeners and whole-house filtration systems.',
      'Backflow testing: annual backflow preventer testing with the report filed with the city for you.',
    ].join('\n'),
  },
  {
    url: 'https://brightwaterplumbing.example/pricing',
    title: 'Pricing',
    content: [
      'We publish our prices so there are no surprises.',
      'Service call and diagnosis: $89, waived when you go ahead with the repair.',
      'Hourly labor rate: $115 per hour after the first hour.',
      'Drain cleaning: from $149 for a single fixture.',
      'Toilet repair: from $125.',
      'Sewer camera inspection: $199.',
      'Backflow test: $95 per device.',
      'Standard 40-gallon tank water heater, installed: from $1,450.',
      'Tankless water heater, installed: from $3,200.',
      'After-hours emergency surcharge: $75 on nights, weekends and holidays.',
      'All prices include tax and haul-away of old fixtures.',
    ].join('\n'),
  },
  {
    url: 'https://brightwaterplumbing.example/about',
    title: 'About us',
    content: [
      'Brightwater Plumbing was founded in 2009 by master plumber Maria Delgado, who still runs the company with her son Tomas.',
      'What started as one truck is now a team of 14 licensed plumbers and three office staff.',
      'We hold Oregon CCB license #204518 and are fully insured and bonded.',
      'We were voted Riverton Best Home Service three years in a row.',
    ].join(' '),
  },
  {
    url: 'https://brightwaterplumbing.example/contact',
    title: 'Contact us',
    content: [
      'Visit our shop at 418 Alder Street, Riverton, OR 97204.',
      'Phone: (503) 555-0148.',
      'Email: hello@brightwaterplumbing.example.',
      'Office hours: Monday to Friday 7:30 am to 6:00 pm. Saturday 8:00 am to 2:00 pm. Sunday closed, but the emergency line is always open.',
      'We serve Riverton, Oak Hollow, Millbrook and Cedar Bend.',
    ].join('\n'),
  },
  {
    url: 'https://brightwaterplumbing.example/emergency',
    title: 'Emergency plumber, 24/7',
    content: [
      'Burst pipe, overflowing toilet or no hot water in the middle of the night? Our emergency plumbers are on call 24 hours a day.',
      'Within our service area we aim to arrive within 90 minutes of your call.',
      'If water is pouring or your basement is flooding, turn off your main water shut-off valve first, then call (503) 555-0148.',
      'An after-hours surcharge of $75 applies on nights, weekends and holidays.',
    ].join(' '),
  },
  {
    url: 'https://brightwaterplumbing.example/water-heaters',
    title: 'Water heater repair and installation',
    content: [
      'We repair and replace gas and electric tank water heaters and install tankless systems.',
      'We install Rheem, A. O. Smith and Bradford White tank water heaters, and Navien and Rinnai tankless units.',
      'Most tank water heater replacements are finished the same day; a tankless conversion usually takes one full day.',
      'New tanks carry a 10-year manufacturer warranty, and our labor is guaranteed for 1 year.',
    ].join(' '),
  },
];
