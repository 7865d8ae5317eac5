/**
 * Writes the blog and press fixtures (fixtures/content/blog, fixtures/content/press): one entry per
 * article and locale, each body made of Blog Text and Blog Media blocks as an editor would build it.
 * The copy is written once for en-us; en-ca and en-gb get their own spelling (src/domain/locale/spelling.ts) and regulators, so the
 * three locales read as their own market's site. Block ids are derived from the slug, so re-running
 * rewrites identical files.
 *
 * Run: npx tsx scripts/generate/generate-article-fixtures.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fnv1a } from '../lib/seeded-random';
import { respell } from '../../src/domain/locale/spelling';
import { SWITCHING_PLAN, numberInWords, switchingDaysInWords, switchingPlanLines } from '../../src/domain/switching/switching-plan';

/** The blog's switching article states the one switching plan, worded from it. */
const SWITCH_DAYS = switchingDaysInWords(SWITCHING_PLAN);
const SWITCH_MIDDLE = SWITCHING_PLAN.stages[1];

type Locale = 'en-us' | 'en-ca' | 'en-gb';
const LOCALES: readonly Locale[] = ['en-us', 'en-ca', 'en-gb'];

type Section =
  | { readonly kind: 'text'; readonly heading?: string; readonly text: string }
  | { readonly kind: 'quote'; readonly text: string; readonly attribution: string }
  | { readonly kind: 'image'; readonly image: string; readonly alt: string; readonly caption?: string; readonly ratio?: string }
  | {
      readonly kind: 'video';
      readonly video: string;
      readonly poster: string;
      readonly alt: string;
      readonly title: string;
      readonly description: string;
      readonly published: string;
      readonly seconds: number;
      readonly caption?: string;
    };

type Article = {
  readonly model: 'blog' | 'press';
  readonly slug: string;
  readonly title: string;
  readonly date: string;
  readonly category: string;
  readonly image: string;
  readonly imageAltText: string;
  readonly author: string;
  readonly excerpt: string;
  readonly sections: readonly Section[];
  /** Locales that publish it (default: all three). */
  readonly locales?: readonly Locale[];
  /** Epoch ms: scheduled, not visible before. */
  readonly startDate?: number;
};

/** Market words: each locale's regulator wording, units and retailer phrasing. */
const TOKENS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  '{standard}': {
    'en-us': 'the AAFCO nutrient profiles',
    'en-ca': 'the AAFCO nutrient profiles that Canadian pet food labels follow',
    'en-gb': 'the FEDIAF nutritional guidelines',
  },
  '{statement}': {
    'en-us': 'the AAFCO statement',
    'en-ca': 'the AAFCO statement',
    'en-gb': 'the FEDIAF "complete" declaration',
  },
  '{fridge}': { 'en-us': 'refrigerator', 'en-ca': 'fridge', 'en-gb': 'fridge' },
  '{store}': { 'en-us': 'grocery store', 'en-ca': 'grocery store', 'en-gb': 'supermarket' },
  '{weight10}': { 'en-us': '10 lb', 'en-ca': '4.5 kg', 'en-gb': '4.5 kg' },
  '{weight50}': { 'en-us': '50 lb', 'en-ca': '23 kg', 'en-gb': '23 kg' },
  '{temp}': { 'en-us': '40°F', 'en-ca': '4°C', 'en-gb': '4°C' },
  '{cook}': { 'en-us': '185°F', 'en-ca': '85°C', 'en-gb': '85°C' },
  '{region}': { 'en-us': 'the Midwest', 'en-ca': 'Ontario and Quebec', 'en-gb': 'East Anglia and the Welsh borders' },
  '{city}': { 'en-us': 'Portland, Ore.', 'en-ca': 'Guelph, Ont.', 'en-gb': 'Leeds' },
  '{kitchen}': { 'en-us': 'Columbus, Ohio', 'en-ca': 'Guelph, Ontario', 'en-gb': 'Wakefield, West Yorkshire' },
  '{vet}': { 'en-us': 'veterinarian', 'en-ca': 'veterinarian', 'en-gb': 'vet' },
  '{vets}': { 'en-us': 'veterinarians', 'en-ca': 'veterinarians', 'en-gb': 'vets' },
  '{shelters}': { 'en-us': 'animal shelters', 'en-ca': 'humane societies', 'en-gb': 'rescue centres' },
  '{trays}': { 'en-us': 'curbside', 'en-ca': 'blue-box', 'en-gb': 'kerbside' },
};

function localize(text: string, locale: Locale): string {
  let out = text;
  for (const [token, byLocale] of Object.entries(TOKENS)) out = out.split(token).join(byLocale[locale]);
  // Each market's spelling from the site's one word list (British for en-gb, Canadian for en-ca).
  return respell(out, locale);
}

const ARTICLES: readonly Article[] = [
  {
    model: 'blog',
    slug: 'fresh-food-basics',
    title: 'Fresh food basics: what changes in the bowl',
    date: '2026-09-14',
    category: 'Feeding advice',
    image: '/media/content/blog-fresh-basics.jpg',
    imageAltText: 'A bowl of fresh food on a wooden floor',
    author: 'The Brightbowl nutrition team',
    excerpt: 'What "fresh" means for pet food, why it lives in the refrigerated aisle, and what you will notice in the first weeks: color, texture and an empty bowl.',
    sections: [
      {
        kind: 'text',
        text: 'Fresh pet food is gently cooked and kept cold instead of being baked into kibble or sealed as canned food. Because it is never cooked at high heat for long, you will see real pieces of meat and vegetables, with their natural color.\n\nThat is also why it lives in the {fridge} at the {store}, not on the shelf: cold storage takes the place of the long cooking and preservatives that keep dry food stable for a year.',
      },
      {
        kind: 'text',
        heading: 'What you will notice in the first weeks',
        text: 'Most owners tell us the first change is at mealtime: dogs and cats who used to graze finish the bowl. Over the next two to three weeks you may see smaller, firmer stools, because more of each meal is digested.\n\nCoat changes take longer. Skin renews itself over about a month, so give it four to six weeks before you judge shine and softness.',
      },
      { kind: 'image', image: '/media/content/ingredients.jpg', alt: 'Chopped carrots, peas and chicken on a cutting board', caption: 'Every recipe starts as ingredients you would recognize.', ratio: '16:9' },
      {
        kind: 'text',
        heading: 'Storing it well',
        text: 'Keep unopened packs in the {fridge} at or below {temp} and use them by the date on the pack. Once opened, seal the pack and use it within seven days. Serve it cold or at room temperature; never microwave it, which cooks it unevenly and can leave hot spots.',
      },
      { kind: 'quote', text: 'Fresh food is not a special-occasion treat. Stored properly, it is an everyday complete meal.', attribution: 'Dr. Lena Marsh, veterinary nutritionist' },
    ],
  },
  {
    model: 'blog',
    slug: 'reading-a-pet-food-label',
    title: 'How to read a pet food label in five minutes',
    date: '2026-10-02',
    category: 'Feeding advice',
    image: '/media/content/blog-food-label.jpg',
    imageAltText: 'The back of a pet food pack with its ingredient list',
    author: 'The Brightbowl nutrition team',
    excerpt: 'The ingredient list, the guaranteed analysis and the one sentence that tells you whether a food is a complete meal: what to look for and what to ignore.',
    sections: [
      {
        kind: 'text',
        text: 'Pet food labels are regulated, which means most of what matters is printed in the same places on every pack. Five minutes and three stops are enough to know what you are buying.',
      },
      {
        kind: 'text',
        heading: '1. The nutritional adequacy statement',
        text: 'Start with {statement}. It tells you whether the food is "complete and balanced" for a life stage (growth, adult maintenance or all life stages) or whether it is a topper or treat meant to be fed alongside a complete meal. If it is not there, the food is not a complete diet, however good the ingredients look.',
      },
      {
        kind: 'text',
        heading: '2. The ingredient list',
        text: 'Ingredients are listed by weight before cooking, heaviest first. Fresh meat is mostly water, so it can appear first even in a recipe with little meat once it is dried. Compare foods of the same type: fresh with fresh, dry with dry.',
      },
      {
        kind: 'text',
        heading: '3. The guaranteed analysis',
        text: 'Protein, fat, fiber and moisture are given as minimums or maximums "as fed". A fresh food with 70% moisture will always show lower protein than kibble with 10%. To compare, divide each figure by the dry matter (100 minus moisture) and multiply by 100.\n\nFinally, check the feeding guide on the back: it is a starting point, to be adjusted to your pet\'s body condition, not a rule.',
      },
      { kind: 'quote', text: 'If a label makes you do arithmetic, do it: dry matter is the only fair comparison between fresh and dry food.', attribution: 'The Brightbowl nutrition team' },
    ],
  },
  {
    model: 'blog',
    slug: `switching-to-fresh-food-in-${SWITCH_DAYS}-days`,
    title: `Switching to fresh food in ${SWITCH_DAYS} days`,
    date: '2026-10-21',
    category: 'Transition guides',
    image: '/media/content/panel-dog.jpg',
    imageAltText: 'A dog waiting beside its bowl',
    author: 'The Brightbowl nutrition team',
    excerpt: 'A day-by-day plan for moving a dog from kibble to fresh food without an upset stomach, and what to do if things go too fast.',
    sections: [
      {
        kind: 'text',
        text: `Gut bacteria adapt to what a dog eats. Change the food overnight and they have no time to catch up, which is where loose stools and a gassy evening come from. ${SWITCH_DAYS.charAt(0).toUpperCase()}${SWITCH_DAYS.slice(1)} days is enough for most dogs.`,
      },
      {
        kind: 'text',
        heading: 'The plan',
        text: `${switchingPlanLines(SWITCHING_PLAN).join('\n')}\n\nMix the two well so your dog cannot pick out the new food and leave the rest. Fresh food has fewer calories per cup than kibble, so follow the feeding guide on the pack for the fresh portion rather than swapping cup for cup.`,
      },
      { kind: 'image', image: '/media/content/nav-dog-rolls.jpg', alt: 'A fresh food roll sliced into rounds beside a bowl', caption: 'Rolls slice cleanly straight from the fridge: weigh the first few portions until you know them by eye.', ratio: '1.28:1' },
      {
        kind: 'video',
        video: 'switching-to-fresh',
        poster: '/media/content/panel-dog.jpg',
        alt: 'A dog waiting beside a bowl of fresh food',
        title: 'Switching to fresh in four steps',
        description: `The ${SWITCH_DAYS}-day plan for moving a dog from kibble to fresh food, step by step.`,
        published: '2026-10-21',
        seconds: 4,
        caption: `The ${SWITCH_DAYS}-day plan in ${numberInWords(SWITCHING_PLAN.stages.length)} steps.`,
      },
      {
        kind: 'text',
        heading: 'If things go too fast',
        text: `A slightly softer stool ${SWITCH_MIDDLE ? `on days ${SWITCH_MIDDLE.firstDay} to ${SWITCH_MIDDLE.lastDay} ` : ''}is normal. If it turns loose, go back to the previous step for two days before moving on. Call your {vet} if your dog vomits, has diarrhea for more than a day, or stops eating.`,
      },
    ],
  },
  {
    model: 'blog',
    slug: 'transitioning-a-picky-cat',
    title: 'Transitioning a picky cat without a standoff',
    date: '2026-08-19',
    category: 'Transition guides',
    image: '/media/content/panel-cat.jpg',
    imageAltText: 'A cat sniffing a small bowl of fresh food',
    author: 'The Brightbowl nutrition team',
    excerpt: 'Cats decide by smell and texture, and they remember. How to introduce fresh food slowly enough that your cat chooses it.',
    sections: [
      {
        kind: 'text',
        text: 'Cats are not being difficult when they refuse a new food. In the wild, a cat that ate anything unfamiliar risked eating something that made it ill, so caution about new smells and textures is built in.',
      },
      {
        kind: 'text',
        heading: 'Go slower than you would with a dog',
        text: 'Plan on two weeks at least, the gentle pace of our switching guide, and longer if your cat needs it. Start with a teaspoon of fresh food beside, not on, the usual meal. Once it is eaten, mix a teaspoon into the usual food and grow the share by a teaspoon every two or three days.\n\nServe it at room temperature: cold food smells of less, and smell is what persuades a cat. Take the portion out of the {fridge} twenty minutes before the meal.',
      },
      { kind: 'quote', text: 'Never let a cat go without food to force the change. A cat that stops eating for two days can develop liver problems.', attribution: 'Dr. Priya Natarajan, feline medicine' },
      {
        kind: 'text',
        heading: 'Texture matters',
        text: 'Cats who grew up on pâté often prefer a smooth texture; shred lovers want pieces. If your cat walks away, try the other texture before you try another recipe.',
      },
    ],
  },
  {
    model: 'blog',
    slug: 'how-much-to-feed-a-puppy',
    title: 'How much should a puppy eat?',
    date: '2026-07-08',
    category: 'Feeding advice',
    image: '/media/content/nav-puppy.jpg',
    imageAltText: 'A puppy sitting next to a measuring cup',
    author: 'The Brightbowl nutrition team',
    excerpt: 'Puppies need more calories per pound than adults, in more meals a day, and large breeds need them to grow slowly. A practical guide to portions by age.',
    sections: [
      {
        kind: 'text',
        text: 'A growing puppy needs about twice the calories per pound of body weight of an adult dog, but its stomach is small. That is why puppies eat three or four meals a day until around six months, then two.',
      },
      {
        kind: 'text',
        heading: 'Feed for the dog they will become',
        text: 'Large and giant breeds (those expected to weigh over {weight50} as adults) should grow slowly. Too many calories, or too much calcium, in the first year is linked to joint problems later. Choose a recipe made for the growth of large dogs and keep your puppy lean: you should be able to feel the ribs without pressing.\n\nSmall breeds have the opposite problem: they burn through energy fast and can run low on blood sugar if they skip meals.',
      },
      {
        kind: 'text',
        heading: 'Weigh, adjust, repeat',
        text: 'Weigh your puppy every two weeks and adjust portions to the feeding guide for its current weight. Treats count: keep them under a tenth of the day\'s calories. Switch to an adult recipe around twelve months for most breeds, or up to eighteen months for giant breeds, after checking with your {vet}.',
      },
    ],
  },
  {
    model: 'blog',
    slug: 'where-our-chicken-comes-from',
    title: 'Where our chicken comes from',
    date: '2026-09-30',
    category: 'Sourcing',
    image: '/media/content/ingredient-chicken.jpg',
    imageAltText: 'Chicken on a wooden prep board, a drumstick and diced pieces',
    author: 'Tom Reyes, head of sourcing',
    excerpt: 'We buy whole-muscle chicken from farms we can drive to, and we publish the list. Here is how we choose them and what we ask of them.',
    sections: [
      {
        kind: 'text',
        text: 'Every chicken recipe we make starts with whole-muscle meat and liver from farms in {region}. We buy from fewer than twenty farms, and every one of them is within a day\'s drive of our kitchen.',
      },
      {
        kind: 'text',
        heading: 'What we ask of a farm',
        text: 'An independent welfare audit every year, birds raised without routine antibiotics, and meat that meets the same inspection standard as chicken sold for people. We visit each farm at least once a year ourselves.\n\nWe do not buy "meal" or rendered by-products. When a recipe lists chicken, it is chicken you could cook for dinner.',
      },
      { kind: 'image', image: '/media/content/kitchen-delivery.jpg', alt: 'Crates of vegetables arriving at the kitchen loading dock', caption: 'Deliveries arrive chilled and are checked for temperature before they are unloaded.', ratio: '16:9' },
      { kind: 'quote', text: 'If I would not put it in my own kitchen, it does not come into ours.', attribution: 'Tom Reyes, head of sourcing' },
      {
        kind: 'video',
        video: 'fresh-kitchen',
        poster: '/media/content/ingredients.jpg',
        alt: 'Chicken and vegetables being prepared in the kitchen',
        title: 'From the farm delivery to the kettle',
        description: 'A short look at how a chicken delivery is checked, prepared and cooked in the Brightbowl kitchen.',
        published: '2026-09-30',
        seconds: 3,
        caption: 'From the delivery to the kettle.',
      },
    ],
  },
  {
    model: 'blog',
    slug: 'why-we-cook-at-low-temperatures',
    title: 'Why we cook at low temperatures',
    date: '2026-06-12',
    category: 'Sourcing',
    image: '/media/content/kitchen-kettle.jpg',
    imageAltText: 'A kitchen thermometer in a pot of gently simmering stew',
    author: 'The Brightbowl kitchen',
    excerpt: 'Gentle cooking keeps ingredients recognizable and food safe. What happens in our kettles, and how we check every batch.',
    sections: [
      {
        kind: 'text',
        text: 'Kibble is extruded at high temperature and pressure; canned food is sterilized in the can. Both make food shelf-stable, and both change the ingredients a lot. We cook each batch in small kettles until its center reaches {cook}, hot enough to make it safe, then chill it fast.',
      },
      {
        kind: 'text',
        heading: 'Safe without a long cook',
        text: 'Cold storage does the work that long cooking and preservatives do in shelf-stable food. That is why we hold each batch until its lab results for Salmonella and Listeria come back clean, and why the cold chain matters all the way to your {fridge}.',
      },
      {
        kind: 'text',
        heading: 'What stays in',
        text: 'Gentle heat leaves proteins more digestible and vegetables with their color and texture. We still add a vitamin and mineral blend to every recipe, so each one meets {standard} as a complete meal, not as a topper.',
      },
    ],
  },
  {
    model: 'blog',
    slug: 'a-vet-on-feeding-senior-dogs',
    title: 'Fresh perspectives: a vet on feeding senior dogs',
    date: '2026-11-10',
    category: 'Fresh Perspectives',
    image: '/media/content/vet-senior-dog.jpg',
    imageAltText: 'A veterinarian beside an older dog with a white muzzle',
    author: 'Dr. Amara Osei, DVM',
    excerpt: 'A small-animal vet on what changes in an older dog\'s bowl, why weight is the first thing she checks, and the questions she wishes owners asked.',
    locales: ['en-us', 'en-ca', 'en-gb'],
    sections: [
      {
        kind: 'text',
        text: 'Fresh Perspectives hands our blog to people who spend their days with pets. This month: Dr. Amara Osei, who has run a small-animal practice for fifteen years.',
      },
      {
        kind: 'quote',
        text: 'The first thing I look at in a senior dog is not the teeth or the heart. It is the waistline.',
        attribution: 'Dr. Amara Osei, DVM',
      },
      {
        kind: 'text',
        heading: 'Fewer calories, the same protein',
        text: 'Older dogs usually move less and need fewer calories, but they do not need less protein: they lose muscle as they age, and protein helps keep it. So I tell owners to trim the portion a little rather than switch to a low-protein food, unless kidney disease calls for it.\n\nExtra weight is hard on old joints. Losing even a tenth of body weight can make a visible difference to a stiff dog on the stairs.',
      },
      {
        kind: 'text',
        heading: 'Questions I wish owners asked',
        text: 'Is my dog drinking more than before? Has their appetite changed? Are they struggling with hard food? Each can be an early sign of something we can treat, and all three are easier to notice when you feed the same measured meal every day.',
      },
    ],
  },
  {
    model: 'blog',
    slug: 'a-shelter-kitchen-on-feeding-rescues',
    title: 'Fresh perspectives: feeding rescue dogs in their first week home',
    date: '2026-10-28',
    category: 'Fresh Perspectives',
    image: '/media/content/panel-generic.jpg',
    imageAltText: 'A rescue dog and cat beside their evening bowls',
    author: 'Jess Harlow, shelter kennel manager',
    excerpt: 'A kennel manager who feeds sixty dogs a day on what a rescue\'s first meals at home should look like, and why the first week is about routine, not rewards.',
    sections: [
      {
        kind: 'text',
        text: 'Jess Harlow manages the kennels of one of the {shelters} we partner with. She has seen thousands of dogs go home, and a fair number come back with an upset stomach in the first week.',
      },
      {
        kind: 'quote',
        text: 'New families show love with food. A rescue dog needs the opposite: the same small meals, at the same times, in the same quiet spot.',
        attribution: 'Jess Harlow',
      },
      {
        kind: 'text',
        heading: 'Keep the shelter food for a week',
        text: 'Ask the shelter what the dog has been eating and buy a small bag of it. Stress alone can upset a dog\'s stomach; a new food on top of a new home is two changes at once. After a week, start a slow transition to the food you want to feed.\n\nHold off on rich treats and chews too. Use a few pieces of the dog\'s own food as rewards while it learns your routine.',
      },
    ],
  },
  {
    model: 'blog',
    slug: 'spring-menu',
    title: 'Our spring menu is coming',
    date: '2027-03-01',
    category: 'News',
    image: '/media/content/blog-spring.jpg',
    imageAltText: 'Spring vegetables beside an empty bowl',
    author: 'The Brightbowl kitchen',
    excerpt: 'Three new seasonal recipes arrive in the refrigerated aisle this spring.',
    locales: ['en-us'],
    startDate: 1803859200000,
    sections: [{ kind: 'text', text: 'Three new seasonal recipes arrive in the refrigerated aisle this spring, each made with a single animal protein and vegetables at their best.' }],
  },
  // Press releases
  {
    model: 'press',
    slug: 'second-kitchen-opens',
    title: 'Brightbowl opens its second kitchen to keep up with demand for fresh pet food',
    date: '2026-11-04',
    category: 'Company news',
    image: '/media/content/kitchen-kettle.jpg',
    imageAltText: 'A steel kettle of stew simmering in the new Brightbowl kitchen',
    author: 'Brightbowl press office',
    excerpt: 'The new kitchen in {kitchen} doubles production capacity, adds 140 jobs and shortens the trip from kitchen to store for fresh pet food.',
    sections: [
      {
        kind: 'text',
        text: '{city} — Brightbowl, the fresh refrigerated pet food brand, today opened its second kitchen, in {kitchen}. The site doubles the company\'s production capacity and adds 140 jobs in cooking, quality assurance and logistics.\n\nBuilt next to a regional distribution center, the kitchen cuts the average time from kettle to store shelf by a day, so packs reach the {fridge} aisle with more of their shelf life left.',
      },
      { kind: 'quote', text: 'Fresh food only works if it is fresh when it reaches the bowl. This kitchen brings us closer to the stores and the families who shop there.', attribution: 'Helen Park, chief executive, Brightbowl' },
      {
        kind: 'text',
        heading: 'About Brightbowl',
        text: 'Brightbowl makes gently cooked, refrigerated meals for dogs and cats from whole-muscle meat and vegetables. Its recipes are complete and balanced according to {standard} and are sold in the refrigerated aisle of more than 20,000 stores.',
      },
    ],
  },
  {
    model: 'press',
    slug: 'recyclable-trays',
    title: 'Brightbowl moves every cat recipe to recyclable trays',
    date: '2026-09-22',
    category: 'Sustainability',
    image: '/media/content/nav-cat-pate.jpg',
    imageAltText: 'A cat beside a dish of fresh pâté',
    author: 'Brightbowl press office',
    excerpt: 'The switch removes about 380 tonnes of mixed plastic a year; the new mono-material trays go in {trays} recycling.',
    sections: [
      {
        kind: 'text',
        text: '{city} — Brightbowl today completed the move of its whole cat range to mono-material trays that can go in {trays} recycling. The previous multi-layer trays could not be recycled.\n\nThe change removes about 380 tonnes of mixed plastic a year. The new trays keep the same seal and shelf life, and the recipes inside are unchanged.',
      },
      { kind: 'quote', text: 'Cat owners asked us for this more than for any new recipe. It took two years to find a tray that keeps food fresh and can be recycled.', attribution: 'Marcus Lind, head of packaging, Brightbowl' },
      {
        kind: 'text',
        heading: 'About Brightbowl',
        text: 'Brightbowl makes gently cooked, refrigerated meals for dogs and cats from whole-muscle meat and vegetables, sold in the refrigerated aisle of more than 20,000 stores.',
      },
    ],
  },
  {
    model: 'press',
    slug: 'veterinary-advisory-board',
    title: 'Brightbowl names a veterinary nutrition advisory board',
    date: '2026-07-15',
    category: 'Company news',
    image: '/media/content/vet-advisory-board.jpg',
    imageAltText: 'Three veterinarians reviewing a recipe sheet',
    author: 'Brightbowl press office',
    excerpt: 'Four board-certified veterinary nutritionists and clinicians will review every new recipe before it is launched.',
    sections: [
      {
        kind: 'text',
        text: '{city} — Brightbowl today named a four-member veterinary nutrition advisory board. The board will review every new recipe before launch and set the company\'s research priorities, starting with senior dogs and cats with sensitive digestion.\n\nBoard members are paid for their time and publish their reviews of each recipe\'s formulation; none holds shares in the company.',
      },
      { kind: 'quote', text: 'A good recipe is one we would be comfortable recommending in the exam room. That is the test we will apply.', attribution: 'Dr. Lena Marsh, chair of the advisory board' },
      {
        kind: 'text',
        heading: 'About Brightbowl',
        text: 'Brightbowl makes gently cooked, refrigerated meals for dogs and cats. Its recipes are complete and balanced according to {standard}.',
      },
    ],
  },
  {
    model: 'press',
    slug: 'shelter-meals-program',
    title: 'Brightbowl commits one million meals to {shelters}',
    date: '2026-05-28',
    category: 'Community',
    image: '/media/content/panel-generic.jpg',
    imageAltText: 'A rescue dog and cat at their bowls of Brightbowl',
    author: 'Brightbowl press office',
    excerpt: 'Over three years, Brightbowl will donate one million fresh meals and the refrigerators to store them to {shelters} near its kitchens.',
    sections: [
      {
        kind: 'text',
        text: '{city} — Brightbowl today announced a three-year program to donate one million fresh meals to {shelters} within delivery range of its kitchens. Because fresh food needs cold storage, the program also funds refrigerators for shelters that do not have them.\n\nShelters apply once and receive a standing weekly delivery sized to their intake. The first forty partners start receiving meals in June.',
      },
      { kind: 'quote', text: 'The first days in a shelter are stressful. A consistent, good meal is one thing we can make better.', attribution: 'Helen Park, chief executive, Brightbowl' },
      {
        kind: 'text',
        heading: 'About Brightbowl',
        text: 'Brightbowl makes gently cooked, refrigerated meals for dogs and cats from whole-muscle meat and vegetables, sold in the refrigerated aisle of more than 20,000 stores.',
      },
    ],
  },
];

function blockId(slug: string, index: number): string {
  const a = fnv1a(`${slug}:${index}`).toString(16).padStart(8, '0');
  const b = fnv1a(`${index}:${slug}:article`).toString(16).padStart(8, '0');
  return `builder-${a}${b}`;
}

function toBlocks(article: Article, locale: Locale): unknown[] {
  return article.sections.map((section, index) => {
    const id = blockId(`${article.model}-${article.slug}`, index);
    const element = (name: string, options: Record<string, unknown>) => ({ '@type': '@builder.io/sdk:Element', '@version': 2, id, component: { name, options } });
    switch (section.kind) {
      case 'text':
        return element('Blog Text', {
          variant: 'Standard',
          ...(section.heading ? { heading: localize(section.heading, locale) } : {}),
          text: localize(section.text, locale),
        });
      case 'quote':
        return element('Blog Text', { variant: 'Quoted', text: localize(section.text, locale), attribution: localize(section.attribution, locale) });
      case 'image':
        return element('Blog Media', {
          mediaType: 'Image',
          image: section.image,
          mediaAltText: localize(section.alt, locale),
          ...(section.caption ? { caption: localize(section.caption, locale) } : {}),
          aspectRatio: section.ratio ?? '16:9',
        });
      case 'video':
        return element('Blog Media', {
          mediaType: 'Video',
          image: section.poster,
          mediaAltText: localize(section.alt, locale),
          video: section.video,
          videoTitle: localize(section.title, locale),
          videoDescription: localize(section.description, locale),
          videoPublishDate: section.published,
          videoDurationSeconds: section.seconds,
          ...(section.caption ? { caption: localize(section.caption, locale) } : {}),
          aspectRatio: '16:9',
        });
    }
  });
}

function entry(article: Article, locale: Locale) {
  const label = article.model === 'blog' ? 'Blog' : 'Press';
  return {
    id: `${article.model}-${article.slug}-${locale}`,
    name: `${label}: ${article.slug} (${locale})`,
    published: 'published',
    modelId: null,
    query: [{ '@type': '@builder.io/core:Query', property: 'locale', operator: 'is', value: locale }],
    data: {
      title: localize(article.title, locale),
      slug: article.slug,
      url: `/${article.model}/${article.slug}`,
      date: article.date,
      excerpt: localize(article.excerpt, locale),
      category: article.category,
      image: article.image,
      imageAltText: localize(article.imageAltText, locale),
      author: localize(article.author, locale),
      blocks: toBlocks(article, locale),
    },
    variations: {},
    testRatio: 1,
    lastUpdated: Date.UTC(2026, 10, 20),
    ...(article.startDate === undefined ? {} : { startDate: article.startDate }),
  };
}

async function main(): Promise<void> {
  const root = path.join(process.cwd(), 'fixtures', 'content');
  let written = 0;
  for (const article of ARTICLES) {
    const dir = path.join(root, article.model);
    await mkdir(dir, { recursive: true });
    for (const locale of article.locales ?? LOCALES) {
      const file = path.join(dir, `${article.model}-${article.slug}-${locale}.json`);
      await writeFile(file, `${JSON.stringify(entry(article, locale), null, 2)}\n`);
      written += 1;
    }
  }
  console.log(`wrote ${written} article fixtures`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
