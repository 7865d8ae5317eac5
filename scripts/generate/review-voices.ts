/**
 * The words of the fixture reviews (generate-reviews.ts): who writes, about which pet, and what
 * they say at each star rating. Sentences are built from parts chosen per review, and the
 * generator keeps each sentence to one review, so no two reviewers share a sentence. What a low
 * rating complains about is something that goes wrong with a fresh refrigerated food (a pack
 * that arrived warm, an upset stomach, a refusal, the price for a big dog), never praise.
 */

export type Stars = 1 | 2 | 3 | 4 | 5;

/** What a sentence may mention about the review's pet and recipe. */
export type Voice = {
  readonly pet: string;
  readonly species: 'dog' | 'cat';
  /** The recipe as people say it: "the turkey & pumpkin roll". */
  readonly food: string;
  /** What the recipe comes as: "roll", "bites", "crumbles", "pâté", "chunks", "morsels", "topper". */
  readonly piece: string;
  /** The recipe's main protein: "turkey". */
  readonly protein: string;
  /** young: puppy or kitten food; senior: only for older pets. */
  readonly stage: 'young' | 'adult' | 'senior';
  /** The recipe's first listed benefit, when it has one. */
  readonly benefit: 'digestion' | 'skin' | 'joints' | 'picky' | undefined;
  readonly topper: boolean;
  /** The pet sizes the recipe is for (dogs). */
  readonly sizes: readonly ('small' | 'medium' | 'large')[];
  /** The recipe as the subject of a sentence, singular: "roll", "bag of bites". */
  readonly pack: string;
  /** The month the pet started on it ("March"), a few weeks before the review's date. */
  readonly startMonth: string;
};

export type Part = (voice: Voice, pick: <T>(list: readonly T[]) => T) => string;

export const AUTHORS: readonly string[] = [
  'Maya R.', 'Tom H.', 'Priya S.', 'Jordan', 'Elena K.', 'Sam W.', 'Chris P.', 'Aisha', 'Ben T.', 'Lucy G.', 'Marco', 'Hannah P.', 'Noah B.',
  'Grace L.', 'Omar F.', 'Isla', 'Dev N.', 'Rosie M.', 'Theo', 'Zara Q.', 'Kemi A.', 'Luis', 'Fiona D.', 'Raj', 'Megan O.', 'Jess', 'Callum R.',
  'Nadia', 'Pete V.', 'Harriet', 'Kwame', 'Sofia B.', 'Declan', 'Yuki T.', 'Brenda', 'Ollie S.', 'Anita', 'Gareth J.', 'Leah', 'Mo',
  'Carmen R.', 'Ian', 'Bea L.', 'Tariq', 'Joanne W.', 'Felix', 'Ruth A.', 'Sanjay', 'Kirsty', 'Dan M.', 'Ingrid', 'Paolo', 'Keisha',
  'Rob E.', 'Shona', 'Viktor', 'Amara', 'Hugh', 'Lena', 'Malik', 'Tess', 'Craig', 'Olga', 'Femi', 'Rachel Y.', 'Nico', 'Dot',
  'Andy C.', 'Sunita', 'Will', 'Mei', 'Ahmed', 'Kate N.', 'Stuart', 'Lola', 'Gwen', 'Barry', 'Jade', 'Emeka', 'Polly', 'Ross',
  'Agnes', 'Hamza', 'Cath', 'Jonas', 'Wren', 'Dominic', 'Bisi', 'Steph', 'Arturo', 'Nell', 'Kofi', 'Vera', 'Simon', 'Mina',
  'Tobias', 'Erin', 'Glen', 'Ada', 'Rhys', 'Chloe', 'Fergus', 'Lin', 'Marta', 'Quentin', 'Ife', 'Jules', 'Carla', 'Niall', 'Pam',
  'Ezra', 'Holly', 'Seb', 'Ayesha', 'Gordon', 'Maeve', 'Ravi', 'Liz', 'Jamal', 'Greta', 'Ned', 'Sasha', 'Ivo', 'Bridget', 'Kai',
  'Lottie', 'Mustafa', 'Rowan', 'Eve', 'Patrick', 'Zainab', 'Hector', 'Abby', 'Lars', 'Yasmin', 'Otto', 'Nina', 'Frank', 'Cora',
  'Reggie', 'Sienna', 'Bashir', 'Tilda', 'Eamon', 'Kim', 'Jorge', 'Fay', 'Bernard', 'Anouk', 'Rory', 'Imani', 'Cyril', 'Petra',
  'Wes', 'Ana', 'Clive', 'Rosa', 'Tunde', 'Hattie', 'Leon', 'Saoirse', 'Duncan', 'Mira', 'Angus', 'Noor', 'Vince', 'Edie', 'Bruno',
  'Kezia', 'Lewis', 'Dara', 'Monty', 'Iris', 'Ajay', 'Tamsin', 'Boris', 'Lily', 'Conor', 'Farah', 'Gus', 'Rina', 'Alfie', 'Tanya',
  'Hal', 'Ona', 'Wilf', 'Sana', 'Nate', 'Ida', 'Ravi K.', 'Juno', 'Stan', 'Elsa', 'Obi', 'Bree', 'Miles', 'Ines', 'Cal', 'Effie',
];

export const PET_NAMES = {
  dog: [
    'Biscuit', 'Luna', 'Max', 'Pepper', 'Rocky', 'Daisy', 'Milo', 'Bear', 'Hazel', 'Scout', 'Winnie', 'Otis', 'Bramble', 'Juniper', 'Ziggy',
    'Poppy', 'Archie', 'Nutmeg', 'Teddy', 'Mabel', 'Duke', 'Rosie', 'Banjo', 'Clover', 'Dexter', 'Frankie', 'Gus', 'Honey', 'Indy',
    'Jasper', 'Kona', 'Loki', 'Maple', 'Nala', 'Oreo', 'Peanut', 'Quincy', 'Ruby', 'Sadie', 'Tank', 'Umber', 'Violet', 'Waffles',
    'Yoshi', 'Ziggy Stardust', 'Alfie', 'Blue', 'Chester', 'Dolly', 'Ellie', 'Fudge', 'Ginger', 'Hank', 'Iggy', 'Jax', 'Kiwi',
    'Lola', 'Moose', 'Nova', 'Ollie', 'Pickle', 'Rufus', 'Sasha', 'Toffee', 'Uma', 'Vinnie', 'Wolfie', 'Xena', 'Yogi', 'Zeus',
    'Arlo', 'Bonnie', 'Cooper', 'Dottie', 'Echo', 'Fern', 'Gizmo', 'Hobbes', 'Ivy', 'Juno', 'Koda', 'Lady', 'Murphy', 'Ned',
    'Olive', 'Pip', 'Remy', 'Sprocket', 'Tilly', 'Watson', 'Bailey', 'Cinder', 'Digby', 'Elvis', 'Fig', 'Goose', 'Hugo', 'Meatball',
  ],
  cat: [
    'Mochi', 'Cleo', 'Oliver', 'Pumpkin', 'Nala', 'Smokey', 'Tilly', 'Jasper', 'Willow', 'Figaro', 'Olive', 'Simba', 'Bagheera', 'Pixel',
    'Miso', 'Tabitha', 'Salem', 'Marmalade', 'Luna', 'Chairman Meow', 'Dusty', 'Binx', 'Ghost', 'Hercules', 'Inky', 'Juniper', 'Kit',
    'Lentil', 'Mittens', 'Noodle', 'Onyx', 'Pudding', 'Quill', 'Rascal', 'Sphinx', 'Tofu', 'Umi', 'Velvet', 'Whiskers', 'Yuzu',
    'Ziggy', 'Apollo', 'Biscotti', 'Crumpet', 'Dumpling', 'Ember', 'Fitz', 'Gatsby', 'Hamish', 'Iris', 'Jinx', 'Kiki', 'Lord Fluff',
  ],
} as const;

/** Breeds by the recipe's pet sizes, so a large-breed recipe is not reviewed for a chihuahua. */
const DOG_BREEDS_BY_SIZE = {
  small: ['dachshund', 'French bulldog', 'shih tzu', 'pug', 'Jack Russell', 'bichon', 'cavalier', 'chihuahua', 'Yorkie', 'miniature schnauzer', 'terrier mix'],
  medium: ['beagle', 'border collie', 'cocker spaniel', 'whippet', 'Staffie', 'corgi', 'collie mix', 'springer spaniel', 'basset hound', 'poodle cross', 'rescue mutt of unknown origin'],
  large: ['Labrador', 'golden retriever', 'greyhound', 'boxer', 'husky', 'Great Dane', 'German shepherd', 'vizsla', 'Bernese', 'labradoodle', 'shepherd mix', 'lurcher', 'Rottweiler'],
} as const;
const CAT_BREEDS = [
  'tabby', 'ragdoll', 'Maine Coon', 'Siamese', 'tortoiseshell', 'black shorthair', 'Bengal', 'British Shorthair', 'ginger tom', 'tuxedo cat',
  'Persian', 'calico', 'grey longhair', 'Burmese', 'Norwegian Forest cat', 'Russian Blue', 'Abyssinian', 'Devon Rex',
];

const ADULT_AGES = ['two', 'three', 'four', 'five', 'six', 'seven'];
const SENIOR_AGES = ['nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen'];
const YOUNG_AGES = ['ten-week-old', 'three-month-old', 'four-month-old', 'five-month-old', 'six-month-old', 'eight-month-old'];

/** "Pepper is a four-year-old beagle" (or a puppy, or an older pet, as the recipe suits). */
function breedOf(voice: Voice, pick: <T>(list: readonly T[]) => T): string {
  if (voice.species === 'cat') return pick(CAT_BREEDS);
  const sizes = voice.sizes.length > 0 ? voice.sizes : (['small', 'medium', 'large'] as const);
  return pick(DOG_BREEDS_BY_SIZE[pick(sizes)]);
}

function whoIs(voice: Voice, pick: <T>(list: readonly T[]) => T): string {
  const breed = breedOf(voice, pick);
  if (voice.stage === 'young') return `${voice.pet} is a ${pick(YOUNG_AGES)} ${breed} ${voice.species === 'dog' ? 'puppy' : 'kitten'}`;
  return `${voice.pet} is a ${pick(voice.stage === 'senior' ? SENIOR_AGES : ADULT_AGES)}-year-old ${breed}`;
}

const HISTORY = [
  'who has never been easy to feed',
  'with a stomach that objects to most things',
  'who came to us from a shelter last year',
  'and the fussiest eater in the house',
  'who had eaten nothing but dry food for years',
  'who had been on kibble since the day we adopted',
  'who gets bored of any food within a month',
  'and shares the kitchen with two other pets',
  'with a long list of foods that do not agree',
  'who used to graze all day rather than eat a meal',
  'and our first pet, so we read every label',
  'who the vet said should lose a little weight',
];

/** Who the pet is: opens most reviews. Any rating. */
export const INTRODUCTIONS: readonly Part[] = [
  (v, pick) => `${whoIs(v, pick)} ${pick(HISTORY)}.`,
  (v, pick) => `${whoIs(v, pick)}, and we started on the ${v.food} in ${v.startMonth}.`,
  (v, pick) => `We moved ${v.pet}, our ${breedOf(v, pick)}, to the ${v.food} in ${v.startMonth} ${pick(['on our vet’s suggestion', 'after a friend raved about it', 'after seeing it at the pet shop', 'after a free sample', 'when the old food changed its recipe', 'to try something fresher'])}.`,
];

const SOON = [
  'from the very first meal', 'within a couple of days', 'after about a week', 'by the end of the first week', 'now the switch is done', 'now, after a slow first week',
  'every time now', 'these days', 'now, without fail', 'morning and evening', 'and then looks for seconds', 'before I have even put the pack away',
];
const DEVOURS = [
  'clears the bowl', 'finishes every meal', 'eats with real enthusiasm', 'comes running at the sound of the fridge', 'licks the bowl until it squeaks',
  'polishes off each portion', 'eats every last bit', 'is done in under a minute', 'hoovers up dinner', 'tucks in straight away', 'chases the bowl round the kitchen',
];
const MEALTIME = [
  'Dinner used to be a negotiation', 'We used to coax every mouthful', 'Half of every meal used to go in the bin', 'We used to stand over the bowl',
  'Feeding time used to be a battle', 'Breakfast used to take an hour', 'We used to hand-feed some days', 'The old food sat in the bowl all day',
];
const EAGER = [
  'waits by the fridge from five o’clock', 'sits politely and then inhales it', 'does a little dance when the pack comes out', 'follows me to the fridge and back',
  'eats it in one go', 'reminds us when it is time', 'stares at the fridge door', 'is first in the queue', 'watches every slice', 'is under my feet at feeding time',
];
const LOOKS = [
  'smells like real cooking', 'looks like food we would eat', 'is moist without being sloppy', 'has a good, firm texture', 'looks nothing like the brown mush we used before',
  'smells of meat, not of chemicals', 'has real vegetables in it', 'holds together in the bowl',
];
const AGREES = [
  'clearly agrees', 'has not left a scrap', 'was keen from the first sniff', 'has stopped begging at our table', 'thinks so too', 'approves loudly',
  'has not looked back', 'eats it happily', 'tucks straight in',
];

/** How the pet took to it, by rating band. */
export const EATING: Record<'good' | 'mixed' | 'poor', readonly Part[]> = {
  good: [
    (v, pick) => `${v.pet} ${pick(DEVOURS)} ${pick(SOON)}.`,
    (v, pick) => `${pick(MEALTIME)}; now ${v.pet} ${pick(EAGER)}.`,
    (v, pick) => `The ${v.pack} ${pick(LOOKS)}, and ${v.pet} ${pick(AGREES)}.`,
    (v, pick) => `The ${v.protein} ${pick(['is the big draw', 'is in proper pieces', 'is what gets the nose twitching', 'wins every time'])}: ${v.pet} ${pick(DEVOURS)} ${pick(SOON)}.`,
  ],
  mixed: [
    (v, pick) => `${pick(['It is fine', 'It is a decent food', 'Nothing wrong with it'])}, ${pick(['but ' + v.pet + ' prefers the chicken one', 'but not the miracle the reviews promised', 'just not life-changing', 'but we expected more for the price'])}${pick(['.', ' for us.', ', to be honest.'])}`,
  (v, pick) => `${v.pet} eats the ${v.piece}, ${pick(['but without much excitement', 'though some days only half a portion', 'but needed a good two weeks to accept it', 'though it took a lot of mixing with the old food at first', 'but picks out the bits it likes', 'but not with the gusto we hoped for'])}.`,
    (v, pick) => `${pick(['Some days it goes down well', 'The first few meals went well', 'It started well', 'Breakfast is fine'])}, ${pick(['other days the bowl sits there until evening', 'then the interest faded a bit', 'but now it is hit and miss', 'dinner less so'])} with ${v.pet}.`,
    (v, pick) => `${pick(['Hard to say if it made a difference', 'No real change that we can see', 'We hoped for more of a change'])} ${pick(['after six weeks', 'after two months', 'so far', 'yet'])}, ${pick(['though nothing got worse either', 'but it is not a bad food', 'though the ingredients look good'])}.`,
  ],
  poor: [
    (v, pick) => `${v.pet} ${pick(['sniffed the ' + v.piece + ' and walked off', 'ate two mouthfuls and pushed the bowl away', 'would only eat it with the old food mixed in', 'left it untouched for a whole day', 'licked the gravy and left the rest'])} ${pick(['every time we tried', 'for a fortnight', 'no matter how we served it', 'even warmed to room temperature', 'however hungry'])}.`,
    (v, pick) => `We gave it ${pick(['three weeks', 'a full month', 'two honest weeks', 'ten days'])}, ${pick(['following the switching plan to the letter', 'mixing it in slowly as the guide says', 'starting with a quarter portion'])}, and ${v.pet} ${pick(['never took to it', 'ate less and less', 'refused it by the end', 'went off food altogether'])}.`,
  ],
};

const BENEFIT_GOOD: Record<NonNullable<Voice['benefit']> | 'general', readonly Part[]> = {
  digestion: [
    (v, pick) => `${pick(['Stools are firmer', 'The runny mornings have stopped', 'The tummy rumbles have settled', 'The gassy evenings are over', 'No more tummy upsets after meals', 'The vomiting after breakfast has stopped'])} ${pick(['and the garden is easier to clean', 'and there have been no upsets since', 'which was the whole point for us', 'for the first time in a year', 'within a fortnight', 'and nobody misses the old food'])}.`,
    (v, pick) => `${pick(['The vet', 'Our vet nurse', 'The practice', 'Our vet, who suggested a gentler food,'])} ${pick(['noticed the difference in', 'was pleased with', 'asked what we had changed, looking at'])} ${v.pet}’s ${pick(['digestion', 'last check-up', 'weight and coat', 'blood results'])}.`,
  ],
  skin: [
    (v, pick) => `${pick(['Less scratching at night', 'The paw licking has eased', 'The red patches on the belly have faded', 'The flaky skin has cleared', 'The ear trouble has calmed down', 'The hot spots have not come back'])}, and ${pick(['the coat has a shine it never had', 'the coat feels softer', 'we have stopped the medicated shampoo', 'the itching wakes nobody now', 'the fur has grown back', 'strangers comment on the coat'])}.`,
  ],
  joints: [
    (v, pick) => `${pick(['Jumping onto the sofa looks easy again', 'The stairs are less of an effort', 'Getting up in the morning looks easier', 'There is a bit of a spring back in the step', 'The stiffness after a nap is less', 'Play has come back into the day'])}, ${pick(['which we did not expect from a food', 'alongside the supplements the vet prescribed', 'though the weather helps too', 'and that is worth a lot at this age', 'as far as we can tell'])}.`,
  ],
  picky: [
    (v, pick) => `${pick(['For a pet who snubs most food', 'After years of half-eaten bowls', 'After trying six brands', 'Having wasted so much food before', 'After a long line of rejected tins'])}, ${pick(['this is a small miracle', 'it is a relief', 'we are delighted', 'this feels like a win', 'we could not be more pleased'])}.`,
  ],
  general: [
    (v, pick) => `${pick(['Energy is up', 'The coat looks great', 'Weight is steady', 'Breath is better than on the old food', 'Teeth look cleaner', 'The eyes are brighter', 'Bathroom trips are regular'])}, ${pick(['and the vet is happy', 'and so are we', 'which we noticed within a month', 'and that is what counts', 'as far as we can tell', 'which says a lot'])}.`,
    (v, pick) => `The ${v.pack} ${pick(['slices cleanly straight from the fridge', 'is easy to portion with the feeding guide', 'keeps well in the fridge for the days after opening', 'takes a minute to serve', 'mixes easily into the bowl', 'needs no prep at all', 'is easy to weigh out'])}, ${pick(['so mornings are quick', 'which matters on busy days', 'so no waste', 'which my partner appreciates', 'so the pet sitter manages fine', 'which suits our routine'])}.`,
    (v, pick) => `${pick(['I like that', 'It is reassuring that', 'What sold us is that', 'My partner checked that', 'Our vet liked that'])} ${pick(['the ingredient list is short', 'you can read every ingredient', 'it is cooked gently', 'there are no mystery meals in it', 'the ' + v.protein + ' comes first on the label', 'it is made in small batches'])}${pick(['.', ', and it shows.', ', which we could not say of the old food.'])}`,
    (v, pick) => `${pick(['Since the switch', 'After a month on it', 'Over the summer', 'Through the winter', 'In the weeks since'])} ${v.pet} ${pick(['has kept a healthy weight', 'has had more energy on walks', 'has been calmer after meals', 'has not had a single upset', 'has drunk a little less water', 'has had a glossier coat'])}${pick(['.', ', which we put down to the food.', ', and we changed nothing else.', ', touch wood.'])}`,
    (v, pick) => `${pick(['We tried', 'Before this we fed', 'For years we relied on'])} ${pick(['two other fresh brands', 'the supermarket’s own tins', 'an expensive grain-free kibble', 'a raw diet for a while', 'home-cooked meals'])}, ${pick(['and this is the one that stuck', 'and this is easier than all of them', 'and none went down as well', 'and this is the best value of the lot'])}.`,
    (v, pick) => `${pick(['A pack lasts us', 'One pack lasts', 'The biggest pack lasts'])} ${pick(['about four days', 'most of a week', 'longer than I thought', 'three days for our size of pet'])}, ${pick(['and nothing goes to waste', 'which keeps the cost sensible', 'so one shop a week does it', 'which surprised us'])}.`,
  ],
};

/** Something specific the reviewer liked, or noticed. */
export function goodDetail(voice: Voice): readonly Part[] {
  const specific = voice.benefit ? BENEFIT_GOOD[voice.benefit] : [];
  return [...specific, ...specific, ...BENEFIT_GOOD.general];
}

/** A reservation in an otherwise happy review (4 stars) or a middling one (3 stars). */
export const RESERVATIONS: readonly Part[] = [
  (v, pick) => `${pick(['It is not cheap', 'The price adds up', 'It costs more than what we fed before', 'The cost is the only drawback', 'Our budget feels it'])}, ${pick(['especially for a bigger pet', 'so we mix it with some of the old food', 'though we think it is worth it', 'and it went up again this year', 'so it is a treat on some days only', 'but we cut back elsewhere'])}.`,
  (v, pick) => `${pick(['Our nearest shop', 'The supermarket near us', 'Our pet shop', 'The one shop in town that sells it'])} ${pick(['runs out of it now and then', 'only has the smallest pack', 'keeps it at the back of the fridge where it is easy to miss', 'does not always have this recipe'])}, ${pick(['so we stock up', 'which is a nuisance', 'so we buy two at a time', 'so we order ahead', 'so we check the store finder first'])}.`,
  (v, pick) => `${pick(['Once opened it needs using within a few days', 'A pack does not last long once opened', 'You need fridge space for it', 'It takes up a shelf in the fridge'])}, ${pick(['so plan ahead', 'which took some getting used to', 'which is the trade-off for fresh food', 'so we freeze half', 'which my family grumbles about'])}.`,
  (v, pick) => `${pick(['The feeding guide', 'The portion chart', 'The amount on the pack'])} ${pick(['was too much for us', 'left ' + v.pet + ' a bit hungry', 'needed adjusting', 'took some trial and error'])}, ${pick(['so we weigh it now', 'so ask your vet', 'so watch the waistline', 'but we found the right amount'])}.`,
  (v, pick) => `${pick(['The smell is strong', 'It does smell when you open it', 'The kitchen smells of it at feeding time'])}, ${pick(['which the pet loves more than we do', 'though that is fresh food for you', 'so we open it by the back door'])}.`,
  (v, pick) => `${pick(['The packaging is hard to open', 'The film is fiddly to peel', 'The pack is hard to reseal'])} ${pick(['with wet hands', 'first thing in the morning', 'without scissors'])}, ${pick(['a small gripe', 'but that is minor', 'which is my only moan'])}.`,
];

/** What went wrong (1 and 2 stars): plausible for a fresh refrigerated food. */
export const COMPLAINTS: readonly Part[] = [
  (v, pick) => `${pick(['The pack we bought', 'Our last delivery', 'The ' + v.pack + ' we picked up'])} ${pick(['felt warm by the time we got it home', 'arrived with the ice packs fully melted', 'was soft and swollen when we opened it'])}, ${pick(['so it went in the bin', 'and we did not dare feed it', 'so we could not use it'])}.`,
  (v, pick) => `${pick(['It gave', 'Within two days it gave', 'Even at a quarter portion it gave'])} ${v.pet} ${pick(['an upset stomach', 'loose stools', 'a night of being sick', 'terrible wind'])}, ${pick(['and the vet suggested stopping', 'so we stopped', 'which never happened on the old food'])}.`,
  (v, pick) => `${pick(['The ' + v.pack + ' crumbled apart when served', 'It was wetter than expected and messy to portion', 'There was a lot of liquid in the pack'])}, ${pick(['and half ended up on the floor', 'which made feeding a chore', 'so measuring a portion was guesswork'])}.`,
  (v, pick) => `${pick(['At the amount the guide gives', 'For a pet of this size', 'Feeding the full portion'])} ${pick(['it would cost us more than our own groceries', 'we got through a pack every two days', 'the cost was impossible to keep up'])}.`,
  (v, pick) => `${pick(['A pack we opened on Monday', 'An opened pack', 'The second pack'])} ${pick(['smelled sour by Wednesday', 'had gone off before the date inside the fridge', 'had mould at the edge two days after opening'])}, ${pick(['which worried us', 'so we threw it away', 'and customer care offered a refund'])}.`,
];

/** How a happy review ends. */
export const GOOD_ENDINGS: readonly Part[] = [
  (v, pick) => `${pick(['We will keep buying it', 'It is on our shopping list for good', 'We have recommended it to friends', 'We have already told our neighbours', 'No plans to change', 'We are on our fourth pack', 'It has a permanent spot in our fridge'])}${pick(['.', ', happily.', ' for as long as it suits.', ', price and all.', '!'])}`,
  (v, pick) => `${pick(['Wish we had switched sooner', 'Worth the fridge space', 'Happy pet, happy home', 'Glad a friend pointed us to it', 'Thank you, Brightbowl', 'Ten out of ten from ' + v.pet])}${pick(['.', '!', ', honestly.'])}`,
  (v, pick) => `${pick(['If your pet is fussy', 'If you are on the fence', 'For anyone with a sensitive eater', 'If your vet suggests fresh food'])}, ${pick(['give it a go', 'try a small pack first', 'it is worth a try', 'start with this one'])}${pick(['.', '!', ' and follow the switching plan.'])}`,
  (v, pick) => `${pick(['We will try', 'Next we want to try', 'Tempted to try'])} ${pick(['the other recipes', 'the bites as well', 'a different protein for variety', 'the topper on busy days'])} ${pick(['soon', 'next month', 'when this pack runs out'])}.`,
];

/** How a disappointed review ends. */
export const POOR_ENDINGS: readonly Part[] = [
  (v, pick) => `${pick(['Maybe it suits other pets', 'Perhaps we were unlucky', 'Other owners seem happier than us'])}, ${pick(['but', 'yet', 'though'])} ${pick(['we cannot recommend it', 'we will not risk it again', 'it was money wasted for us'])}.`,
  (v, pick) => `${pick(['We have written to customer care', 'We have reported it to the shop', 'We have asked for a refund'])} ${pick(['and are waiting to hear', 'with photos', 'and hope they look into it'])}.`,
  (v, pick) => `${pick(['We went back to our old food', 'We have given the rest to a neighbour', 'Sadly it is not for us', 'We will not be buying it again'])}${pick(['.', ', sadly.', ' for now.'])}`,
  (v, pick) => `${pick(['Customer care was kind about it', 'The refund came quickly', 'The shop took the unopened packs back'])}, ${pick(['at least', 'to be fair', 'which helped'])}.`,
];

/** Titles say how it went overall, never a detail the text might not mention. */
export const TITLES: Record<Stars, readonly string[]> = {
  5: [
    'Bowl licked clean every time', 'Our new favourite', 'Worth every penny', 'A happy, healthy eater', 'Five stars from the whole household',
    'Finally, an empty bowl', 'Best switch we made', 'So glad we tried it', 'No more half-eaten dinners', 'A joy at mealtimes', 'Top marks',
    'Could not be happier', 'Exactly what we needed', 'Highly recommend', 'Devoured', 'A keeper', 'Love it', 'Lives for dinner time now',
    'Fresh and simple', 'A real difference', 'Thrilled', 'Winner', 'Brilliant food', 'Happy customer', 'Just right for us', 'Excellent',
  ],
  4: [
    'Really good, one small gripe', 'Big improvement', 'Solid choice', 'Very happy overall', 'Nearly perfect', 'Good results so far', 'A clear step up',
    'Happy with the switch', 'Worth trying', 'Pleased so far', 'Better than expected', 'Recommended, with a caveat', 'Four stars from us',
    'Good, not perfect', 'Glad we switched', 'Mostly great',
  ],
  3: ['Fine, not a miracle', 'Mixed results', 'Okay for us', 'Took some getting used to', 'Middle of the road', 'Hit and miss', 'Not sure yet', 'Average', 'It is fine', 'Neither here nor there'],
  2: ['Not for us', 'Did not suit us', 'Disappointing', 'Not what we hoped', 'Let down', 'Two stars, sadly', 'Would think twice'],
  1: ['Would not buy again', 'Sadly not', 'Did not work out', 'Very disappointed', 'Not for us at all', 'Gave up on it', 'Poor experience'],
};
