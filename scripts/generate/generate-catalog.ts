/**
 * Generates the catalog fixtures (fixtures/catalog/brands.json, products.json) from the recipe table
 * below. Reviews (and so every rating) come from scripts/generate/generate-reviews.ts.
 *
 *   npx tsx scripts/generate/generate-catalog.ts
 *
 * Deterministic: the same table always yields byte-identical JSON (variation comes from a PRNG
 * seeded by each product's slug, never from Math.random or the clock), so a diff of the committed
 * JSON shows exactly what an edit of the table changed. Hand-written: names, ingredients, blurbs;
 * derived: UPCs, nutrition, feeding guidelines, ranks. Only the editorial tags (bestseller, new…)
 * are written; the other listing tags are derived from the facts when the catalog loads. Output is
 * validated with the app's own schema before anything is written.
 * Media are drawn from the JSON by scripts/generate/generate-catalog-media.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEEDING_CUPS, LOCALES, type Locale } from '../../src/config/constants';
import type {
  AvoidableIngredient,
  Benefit,
  CurrentFood,
  LifeStage,
  Protein,
  RecipeForm,
  SizeClass,
  Species,
  Texture,
} from '../../src/engine/product-facts';
import { parseCatalogFixtures } from '../../src/services/catalog/schema';
import { dogSizeClass } from '../../src/services/catalog/feeding-units';
import type { FixtureProduct } from '../../src/services/catalog/records';
import type { Brand, CatalogSizeAndUpc, NutritionPanel, ProductType } from '../../src/services/catalog/types';
import type { EditorialTag } from '../../src/services/catalog/vocabulary';
import { makeUpcA } from '../../src/domain/product/upc';
import { seededRandom } from '../lib/seeded-random';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Fictitious GS1 company prefix (number system 0 + 5 digits). Not registered to anyone we know of;
 * the catalog is fictional, so its barcodes must not collide with a real retailer's by design.
 */
const COMPANY_PREFIX = '084219';

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

const prng = seededRandom;

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

// ---------------------------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------------------------

type BrandKey = 'kitchen' | 'gentle' | 'wild-plains' | 'purrfect' | 'little-paws' | 'steady-steps';

const BRAND_TABLE: ReadonlyArray<{
  id: BrandKey;
  code: string;
  line: string;
  shortDescription: string;
  labelColor: string;
  scene: string;
}> = [
  {
    id: 'kitchen',
    code: 'kit',
    line: 'Kitchen',
    shortDescription: 'Everyday fresh meals for dogs, slow-cooked from real meat and whole vegetables.',
    labelColor: '#c8502a',
    scene: 'a sliced fresh dog-food roll and a resealable bag of bites',
  },
  {
    id: 'gentle',
    code: 'gen',
    line: 'Gentle',
    shortDescription: 'Simple, limited-ingredient recipes for sensitive stomachs and itchy skin.',
    labelColor: '#4f8a74',
    scene: 'a fresh roll and a bag of bites with a pumpkin and a sprig of ginger',
  },
  {
    id: 'wild-plains',
    code: 'wld',
    line: 'Wild Plains',
    shortDescription: 'Grain-free, protein-rich recipes with bison, lamb and wild-caught fish.',
    labelColor: '#8a5a2b',
    scene: 'a grain-free bison roll and a bag of bites against rolling prairie hills',
  },
  {
    id: 'purrfect',
    code: 'pur',
    line: 'Purrfect',
    shortDescription: 'Fresh pâtés, chunks and crumbles made for cats, even the fussy ones.',
    labelColor: '#7a4e9c',
    scene: 'a cat pâté roll and a bag of crumbles beside a small cat bowl',
  },
  {
    id: 'little-paws',
    code: 'lpw',
    line: 'Little Paws',
    shortDescription: 'Small-bite recipes in smaller packs for small breeds and growing puppies.',
    labelColor: '#c27812',
    scene: 'a small-breed roll and a small bag of bites next to a tiny bowl',
  },
  {
    id: 'steady-steps',
    code: 'sts',
    line: 'Steady Steps',
    shortDescription: 'Senior and joint-care recipes with glucosamine, chondroitin and omega-3s.',
    labelColor: '#2f6f9e',
    scene: 'a senior-care roll and a bag of bites on a warm blanket',
  },
];

const brandName = (line: string) => `Brightbowl ${line}`;

// ---------------------------------------------------------------------------------------------
// Recipes (hand-written)
// ---------------------------------------------------------------------------------------------

type Recipe = {
  brand: BrandKey;
  name: string;
  species: Species;
  form: RecipeForm;
  type?: ProductType;
  /** The main protein first. */
  proteins: Protein[];
  /** Main ingredients in descending weight; the vitamin/mineral tail is appended. */
  ingredients: string[];
  life: LifeStage[];
  sizes: SizeClass[];
  benefits?: Benefit[];
  textures?: Texture[];
  bestseller?: true;
  /** Not (yet) sold in the UK. */
  notGb?: true;
  /** Newly launched: no review-service id yet. */
  isNew?: true;
  leanRecipe?: true;
  altVideo?: true;
  blurb: string;
};

const ALL: SizeClass[] = ['small', 'medium', 'large'];
const BIG: SizeClass[] = ['medium', 'large'];
const SMALL: SizeClass[] = ['small'];
const ADULT: LifeStage[] = ['adult'];
const ADULT_SENIOR: LifeStage[] = ['adult', 'senior'];
/** Formulated for growth and maintenance: kittens, adults and seniors alike. */
const ALL_CAT_STAGES: LifeStage[] = ['kitten', 'adult', 'senior'];

const RECIPES: Recipe[] = [
  // Brightbowl Kitchen: everyday dog meals.
  { brand: 'kitchen', name: 'Chicken & Brown Rice Dog Roll', species: 'dog', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Broth', 'Brown Rice', 'Carrots', 'Peas', 'Spinach', 'Dried Egg Product'], life: ADULT_SENIOR, sizes: ALL, bestseller: true, altVideo: true, blurb: 'Slow-cooked chicken, whole-grain brown rice and garden vegetables, gently set into a roll you slice to order.' },
  { brand: 'kitchen', name: 'Chicken & Brown Rice Dog Bites', species: 'dog', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Broth', 'Brown Rice', 'Carrots', 'Peas', 'Spinach', 'Dried Egg Product'], life: ADULT_SENIOR, sizes: ALL, textures: ['chunks'], bestseller: true, blurb: 'Our best-loved chicken and brown rice recipe, cooked into tender bite-size pieces that pour straight into the bowl.' },
  { brand: 'kitchen', name: 'Beef & Sweet Potato Dog Roll', species: 'dog', form: 'roll', proteins: ['beef'], ingredients: ['Beef', 'Beef Broth', 'Sweet Potatoes', 'Carrots', 'Green Beans', 'Beef Liver', 'Pea Fiber'], life: ADULT_SENIOR, sizes: ALL, bestseller: true, blurb: 'Hearty grass-fed beef with sweet potatoes and green beans, grain-free and rich in flavor.' },
  { brand: 'kitchen', name: 'Beef & Sweet Potato Dog Bites', species: 'dog', form: 'bag', proteins: ['beef'], ingredients: ['Beef', 'Beef Broth', 'Sweet Potatoes', 'Carrots', 'Green Beans', 'Beef Liver', 'Pea Fiber'], life: ADULT_SENIOR, sizes: ALL, textures: ['chunks'], blurb: 'Grain-free beef and sweet potato in bite-size pieces, for dogs who like their dinner with a bit of chew.' },
  { brand: 'kitchen', name: 'Turkey & Pumpkin Dog Roll', species: 'dog', form: 'roll', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Broth', 'Pumpkin', 'Oats', 'Cranberries', 'Spinach', 'Flaxseed'], life: ADULT_SENIOR, sizes: ALL, benefits: ['digestion'], blurb: 'Lean turkey with fiber-rich pumpkin and oats for steady, comfortable digestion.' },
  { brand: 'kitchen', name: 'Turkey, Oats & Apple Dog Crumbles', species: 'dog', form: 'bag', proteins: ['turkey'], ingredients: ['Turkey', 'Oatmeal', 'Apples', 'Carrots', 'Chicken Broth', 'Canola Oil'], life: ADULT, sizes: ALL, textures: ['crumbles'], blurb: 'Crumbled turkey with oatmeal and crisp apple, easy to scoop and easy to mix with kibble.' },
  { brand: 'kitchen', name: 'Chicken, Beef & Garden Veg Dog Roll', species: 'dog', form: 'roll', proteins: ['chicken', 'beef'], ingredients: ['Chicken', 'Beef', 'Brown Rice', 'Carrots', 'Peas', 'Green Beans', 'Soybean Oil'], life: ADULT, sizes: ALL, benefits: ['picky'], blurb: 'Two meats in one roll with carrots, peas and green beans, a favorite with dogs who turn their nose up at everything else.' },
  { brand: 'kitchen', name: 'Homestyle Chicken Stew Dog Bites', species: 'dog', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Broth', 'Potatoes', 'Carrots', 'Peas', 'Pearled Barley', 'Rosemary'], life: ADULT_SENIOR, sizes: ALL, textures: ['chunks'], benefits: ['picky'], blurb: 'Chunks of chicken, potato and barley in a rich broth, like the stew on a Sunday stove.' },
  { brand: 'kitchen', name: 'Salmon & Oatmeal Dog Roll', species: 'dog', form: 'roll', proteins: ['fish'], ingredients: ['Salmon', 'Ocean Whitefish', 'Oatmeal', 'Pumpkin', 'Spinach', 'Sunflower Oil', 'Salmon Oil'], life: ADULT_SENIOR, sizes: ALL, benefits: ['skin'], blurb: 'Salmon and whitefish with oatmeal and salmon oil, a poultry-free roll rich in omega-3s for a soft, shiny coat.' },
  { brand: 'kitchen', name: 'Chicken & Egg Scramble Dog Topper', species: 'dog', form: 'bag', type: 'topper', proteins: ['chicken'], ingredients: ['Chicken', 'Eggs', 'Sweet Potatoes', 'Spinach', 'Chicken Liver'], life: ADULT, sizes: ALL, textures: ['crumbles'], benefits: ['picky'], blurb: 'A fresh scramble of chicken and egg to spoon over dry food and turn an everyday bowl into breakfast.' },
  { brand: 'kitchen', name: 'Slow-Cooked Beef Dog Topper', species: 'dog', form: 'bag', type: 'topper', proteins: ['beef'], ingredients: ['Beef', 'Beef Broth', 'Beef Liver', 'Carrots', 'Green Beans'], life: ADULT_SENIOR, sizes: ALL, textures: ['chunks'], benefits: ['picky'], notGb: true, blurb: 'Tender slow-cooked beef chunks in broth, made to top kibble for dogs who need a little encouragement.' },
  { brand: 'kitchen', name: 'Puppy Chicken & Rice Roll', species: 'dog', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Brown Rice', 'Eggs', 'Carrots', 'Salmon Oil', 'Peas'], life: ['puppy'], sizes: ALL, bestseller: true, blurb: 'Extra protein and DHA from salmon oil for growing puppies, in a soft roll that is easy on new teeth.' },
  { brand: 'kitchen', name: 'Puppy Chicken & Rice Bites', species: 'dog', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Brown Rice', 'Eggs', 'Carrots', 'Salmon Oil', 'Peas'], life: ['puppy'], sizes: ALL, textures: ['chunks'], blurb: 'Our puppy recipe in small, tender bites, with DHA for brain and eye development.' },
  { brand: 'kitchen', name: 'Large Breed Chicken & Barley Dog Roll', species: 'dog', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Broth', 'Pearled Barley', 'Brown Rice', 'Carrots', 'Spinach'], life: ADULT, sizes: BIG, benefits: ['joints'], blurb: 'Made for big dogs: chicken and barley with glucosamine and chondroitin to keep large joints moving.' },

  // Brightbowl Gentle: limited ingredients, sensitive stomachs and skin.
  { brand: 'gentle', name: 'Gentle Turkey & Pumpkin Dog Roll', species: 'dog', form: 'roll', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Broth', 'Pumpkin', 'White Rice', 'Carrots', 'Psyllium Husk', 'Ginger'], life: ADULT_SENIOR, sizes: ALL, benefits: ['digestion'], bestseller: true, blurb: 'One animal protein, soothing pumpkin and a pinch of ginger, for dogs with sensitive stomachs.' },
  { brand: 'gentle', name: 'Gentle Turkey & Pumpkin Dog Bites', species: 'dog', form: 'bag', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Broth', 'Pumpkin', 'White Rice', 'Carrots', 'Psyllium Husk', 'Ginger'], life: ADULT_SENIOR, sizes: ALL, textures: ['chunks'], benefits: ['digestion'], blurb: 'Our single-protein turkey and pumpkin recipe in easy-to-pour bites.' },
  { brand: 'gentle', name: 'Gentle Salmon & Potato Dog Roll', species: 'dog', form: 'roll', proteins: ['fish'], ingredients: ['Salmon', 'Potatoes', 'Pumpkin', 'Peas', 'Salmon Oil', 'Flaxseed'], life: ADULT_SENIOR, sizes: ALL, benefits: ['skin'], blurb: 'Grain-free salmon and potato with salmon oil and flaxseed for dogs with dry, itchy skin.' },
  { brand: 'gentle', name: 'Gentle Salmon & Potato Dog Bites', species: 'dog', form: 'bag', proteins: ['fish'], ingredients: ['Salmon', 'Potatoes', 'Pumpkin', 'Peas', 'Salmon Oil', 'Flaxseed'], life: ADULT_SENIOR, sizes: ALL, textures: ['chunks'], benefits: ['skin'], blurb: 'Single-protein salmon bites, grain-free and poultry-free, with omega-3s for skin and coat.' },
  { brand: 'gentle', name: 'Gentle Lamb & Rice Dog Roll', species: 'dog', form: 'roll', proteins: ['lamb'], ingredients: ['Lamb', 'Lamb Broth', 'White Rice', 'Carrots', 'Pumpkin', 'Sunflower Oil'], life: ADULT_SENIOR, sizes: ALL, benefits: ['digestion', 'skin'], blurb: 'Lamb and white rice, a classic for dogs who do best without poultry or beef.' },
  { brand: 'gentle', name: 'Sensitive Stomach Chicken & Rice Dog Bites', species: 'dog', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Broth', 'White Rice', 'Pumpkin', 'Carrots', 'Psyllium Husk'], life: ADULT_SENIOR, sizes: ALL, textures: ['chunks'], benefits: ['digestion'], blurb: 'The bland-diet favorite made fresh: chicken, white rice and pumpkin in gentle bites.' },
  { brand: 'gentle', name: 'Gentle Whitefish & Pea Dog Crumbles', species: 'dog', form: 'bag', proteins: ['fish'], ingredients: ['Ocean Whitefish', 'Peas', 'Potatoes', 'Pumpkin', 'Flaxseed', 'Salmon Oil'], life: ADULT, sizes: ALL, textures: ['crumbles'], benefits: ['skin', 'digestion'], blurb: 'Mild ocean whitefish with peas and pumpkin, crumbled for easy mixing and easy digestion.' },
  { brand: 'gentle', name: 'Gentle Puppy Lamb & Oatmeal Roll', species: 'dog', form: 'roll', proteins: ['lamb'], ingredients: ['Lamb', 'Lamb Liver', 'Oatmeal', 'Eggs', 'Carrots', 'Salmon Oil'], life: ['puppy'], sizes: ALL, benefits: ['digestion'], blurb: 'A gentle start for puppies with tender tummies: lamb, oatmeal and DHA-rich salmon oil.' },
  { brand: 'gentle', name: 'Gentle Senior Turkey & Rice Dog Roll', species: 'dog', form: 'roll', proteins: ['turkey'], ingredients: ['Turkey', 'White Rice', 'Pumpkin', 'Green Beans', 'Flaxseed'], life: ['senior'], sizes: ALL, benefits: ['digestion', 'joints'], blurb: 'Soft, easy-to-chew turkey and rice for older dogs, with joint support and gentle fiber.' },
  { brand: 'gentle', name: 'Gentle Turkey Cat Pâté Roll', species: 'cat', form: 'roll', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Liver', 'Pumpkin', 'Turkey Broth', 'Psyllium Husk'], life: ALL_CAT_STAGES, sizes: ALL, textures: ['pate'], benefits: ['digestion'], blurb: 'A smooth single-protein turkey pâté with pumpkin for cats of every age, kittens included, with delicate digestion.' },
  { brand: 'gentle', name: 'Gentle Salmon Cat Pâté Roll', species: 'cat', form: 'roll', proteins: ['fish'], ingredients: ['Salmon', 'Fish Broth', 'Pumpkin', 'Salmon Oil', 'Peas'], life: ADULT_SENIOR, sizes: ALL, textures: ['pate'], benefits: ['skin'], blurb: 'Silky salmon pâté with salmon oil, grain-free and poultry-free, for a glossy coat.' },
  { brand: 'gentle', name: 'Gentle Chicken & Pumpkin Cat Crumbles', species: 'cat', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Pumpkin', 'Brown Rice', 'Psyllium Husk'], life: ADULT, sizes: ALL, textures: ['crumbles'], benefits: ['digestion'], blurb: 'Finely crumbled chicken with pumpkin, easy for cats to lap up and easy on the stomach.' },
  { brand: 'gentle', name: 'Gentle Whitefish Cat Roll', species: 'cat', form: 'roll', proteins: ['fish'], ingredients: ['Ocean Whitefish', 'Pollock', 'Pumpkin', 'Peas', 'Salmon Oil'], life: ADULT_SENIOR, sizes: ALL, textures: ['pate'], benefits: ['skin', 'digestion'], isNew: true, blurb: 'New: two mild white fish in a soft roll for cats who react to poultry.' },

  // Brightbowl Wild Plains: grain-free, high protein.
  { brand: 'wild-plains', name: 'Bison & Sweet Potato Dog Roll', species: 'dog', form: 'roll', proteins: ['bison'], ingredients: ['Bison', 'Bison Broth', 'Sweet Potatoes', 'Carrots', 'Kale', 'Blueberries', 'Sunflower Oil'], life: ADULT, sizes: ALL, bestseller: true, notGb: true, blurb: 'Ranch-raised bison with sweet potato, kale and blueberries: grain-free, poultry-free and packed with protein.' },
  { brand: 'wild-plains', name: 'Bison & Sweet Potato Dog Bites', species: 'dog', form: 'bag', proteins: ['bison'], ingredients: ['Bison', 'Bison Broth', 'Sweet Potatoes', 'Carrots', 'Kale', 'Blueberries', 'Sunflower Oil'], life: ADULT, sizes: ALL, textures: ['chunks'], notGb: true, blurb: 'Our single-protein bison recipe in hearty, pour-and-serve bites.' },
  { brand: 'wild-plains', name: 'Lamb & Pea Dog Roll', species: 'dog', form: 'roll', proteins: ['lamb'], ingredients: ['Lamb', 'Lamb Liver', 'Peas', 'Chickpeas', 'Carrots', 'Spinach'], life: ADULT, sizes: ALL, blurb: 'Pasture-raised lamb with peas and chickpeas, a grain-free roll with no poultry at all.' },
  { brand: 'wild-plains', name: 'Lamb & Pea Dog Bites', species: 'dog', form: 'bag', proteins: ['lamb'], ingredients: ['Lamb', 'Lamb Liver', 'Peas', 'Chickpeas', 'Carrots', 'Spinach'], life: ADULT, sizes: ALL, textures: ['chunks'], blurb: 'Grain-free lamb bites for active dogs who need protein that keeps up with them.' },
  { brand: 'wild-plains', name: 'Beef & Bison Ranch Dog Roll', species: 'dog', form: 'roll', proteins: ['beef', 'bison'], ingredients: ['Beef', 'Bison', 'Beef Liver', 'Sweet Potatoes', 'Green Beans', 'Kale'], life: ADULT, sizes: BIG, notGb: true, blurb: 'Two red meats from the open range with sweet potatoes, for big dogs with big appetites.' },
  { brand: 'wild-plains', name: 'Wild Salmon & Whitefish Dog Roll', species: 'dog', form: 'roll', proteins: ['fish'], ingredients: ['Salmon', 'Ocean Whitefish', 'Sweet Potatoes', 'Spinach', 'Kelp', 'Salmon Oil'], life: ADULT_SENIOR, sizes: ALL, benefits: ['skin'], blurb: 'Wild-caught salmon and whitefish with kelp, grain-free and naturally rich in omega-3s.' },
  { brand: 'wild-plains', name: 'Wild Salmon Dog Bites', species: 'dog', form: 'bag', proteins: ['fish'], ingredients: ['Salmon', 'Fish Broth', 'Lentils', 'Sweet Potatoes', 'Kelp'], life: ADULT, sizes: ALL, textures: ['chunks'], benefits: ['skin'], blurb: 'Flaky wild salmon bites with lentils and sweet potato, a single-protein grain-free bowl.' },
  { brand: 'wild-plains', name: 'Turkey & Cranberry Dog Roll', species: 'dog', form: 'roll', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Liver', 'Butternut Squash', 'Cranberries', 'Kale', 'Flaxseed'], life: ADULT, sizes: ALL, blurb: 'Free-range turkey with butternut squash and tart cranberries, grain-free all year round.' },
  { brand: 'wild-plains', name: 'Free-Range Chicken & Kale Dog Bites', species: 'dog', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Sweet Potatoes', 'Kale', 'Blueberries', 'Pumpkin Seeds'], life: ADULT, sizes: ALL, textures: ['chunks'], bestseller: true, blurb: 'Free-range chicken with kale and blueberries in grain-free bites with 30% more protein.' },
  { brand: 'wild-plains', name: 'Large Breed Beef & Lamb Dog Roll', species: 'dog', form: 'roll', proteins: ['beef', 'lamb'], ingredients: ['Beef', 'Lamb', 'Beef Liver', 'Sweet Potatoes', 'Green Beans', 'Salmon Oil'], life: ADULT, sizes: BIG, benefits: ['joints'], blurb: 'Beef and lamb for large breeds, with glucosamine, chondroitin and fish oil for hips and joints.' },
  { brand: 'wild-plains', name: 'Bison Dog Topper Crumbles', species: 'dog', form: 'bag', type: 'topper', proteins: ['bison'], ingredients: ['Bison', 'Bison Liver', 'Pumpkin', 'Blueberries'], life: ADULT, sizes: ALL, textures: ['crumbles'], benefits: ['picky'], notGb: true, isNew: true, blurb: 'New: a sprinkle of fresh bison crumbles that makes any kibble worth finishing.' },
  { brand: 'wild-plains', name: 'Puppy Lamb & Salmon Roll', species: 'dog', form: 'roll', proteins: ['lamb', 'fish'], ingredients: ['Lamb', 'Salmon', 'Lamb Liver', 'Sweet Potatoes', 'Eggs', 'Salmon Oil'], life: ['puppy'], sizes: ALL, blurb: 'Grain-free lamb and salmon with DHA for growing puppies of every size.' },

  // Brightbowl Purrfect: cats.
  { brand: 'purrfect', name: 'Chicken Pâté Cat Roll', species: 'cat', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Chicken Broth', 'Eggs', 'Pumpkin'], life: ADULT_SENIOR, sizes: ALL, textures: ['pate'], bestseller: true, blurb: 'A smooth, high-moisture chicken pâté with taurine, sliced fresh from the roll.' },
  { brand: 'purrfect', name: 'Salmon Pâté Cat Roll', species: 'cat', form: 'roll', proteins: ['fish'], ingredients: ['Salmon', 'Fish Broth', 'Ocean Whitefish', 'Pumpkin', 'Salmon Oil'], life: ADULT_SENIOR, sizes: ALL, textures: ['pate'], benefits: ['skin'], bestseller: true, altVideo: true, blurb: 'Wild salmon and whitefish whipped into a silky pâté with omega-3s for skin and coat.' },
  { brand: 'purrfect', name: 'Turkey & Giblets Pâté Cat Roll', species: 'cat', form: 'roll', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Giblets', 'Turkey Broth', 'Brown Rice', 'Carrots'], life: ADULT, sizes: ALL, textures: ['pate'], blurb: 'A classic turkey and giblets pâté with a touch of brown rice, fresh instead of canned.' },
  { brand: 'purrfect', name: 'Tuna & Salmon Cat Chunks', species: 'cat', form: 'bag', proteins: ['fish'], ingredients: ['Tuna', 'Salmon', 'Fish Broth', 'Peas', 'Soybean Oil'], life: ADULT, sizes: ALL, textures: ['chunks'], benefits: ['picky'], blurb: 'Tender tuna and salmon chunks in their own broth, irresistible to the fussiest cats.' },
  { brand: 'purrfect', name: 'Chicken & Turkey Cat Chunks in Gravy', species: 'cat', form: 'bag', proteins: ['chicken', 'turkey'], ingredients: ['Chicken', 'Turkey', 'Chicken Broth', 'Tapioca Starch', 'Carrots'], life: ADULT_SENIOR, sizes: ALL, textures: ['chunks'], benefits: ['picky'], bestseller: true, blurb: 'Chunks of chicken and turkey in a savory gravy cats lick the bowl clean for.' },
  { brand: 'purrfect', name: 'Kitten Chicken & Salmon Pâté Roll', species: 'cat', form: 'roll', proteins: ['chicken', 'fish'], ingredients: ['Chicken', 'Salmon', 'Chicken Liver', 'Eggs', 'Salmon Oil'], life: ['kitten'], sizes: ['small', 'medium'], textures: ['pate'], blurb: 'Extra protein, calories and DHA for kittens, in a soft pâté that is easy on tiny teeth.' },
  { brand: 'purrfect', name: 'Kitten Chicken Crumbles', species: 'cat', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Eggs', 'Brown Rice', 'Salmon Oil'], life: ['kitten'], sizes: ['small', 'medium'], textures: ['crumbles'], blurb: 'Fine chicken crumbles for kittens moving on from milk, with DHA for development.' },
  { brand: 'purrfect', name: 'Beef & Chicken Pâté Cat Roll', species: 'cat', form: 'roll', proteins: ['beef', 'chicken'], ingredients: ['Beef', 'Chicken', 'Beef Liver', 'Chicken Broth', 'Peas'], life: ADULT, sizes: ALL, textures: ['pate'], notGb: true, blurb: 'A rich beef and chicken pâté for cats who prefer a heartier meal.' },
  { brand: 'purrfect', name: 'Whitefish & Salmon Cat Crumbles', species: 'cat', form: 'bag', proteins: ['fish'], ingredients: ['Ocean Whitefish', 'Salmon', 'Fish Broth', 'Peas', 'Kelp'], life: ADULT_SENIOR, sizes: ALL, textures: ['crumbles'], benefits: ['skin'], blurb: 'Flaky whitefish and salmon crumbles with kelp, poultry-free and grain-free.' },
  { brand: 'purrfect', name: 'Chicken Crumbles Cat Topper', species: 'cat', form: 'bag', type: 'topper', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Chicken Broth', 'Pumpkin'], life: ADULT_SENIOR, sizes: ALL, textures: ['crumbles'], benefits: ['picky'], isNew: true, blurb: 'New: a spoonful of fresh chicken crumbles over dry food brings a picky cat back to the bowl.' },
  { brand: 'purrfect', name: 'Indoor Turkey & Pumpkin Cat Pâté Roll', species: 'cat', form: 'roll', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Liver', 'Pumpkin', 'Psyllium Husk', 'Cranberries'], life: ADULT_SENIOR, sizes: ALL, textures: ['pate'], benefits: ['digestion'], blurb: 'Fiber from pumpkin and psyllium to help indoor cats with hairballs and digestion.' },
  { brand: 'purrfect', name: 'Lamb & Turkey Cat Chunks', species: 'cat', form: 'bag', proteins: ['lamb', 'turkey'], ingredients: ['Lamb', 'Turkey', 'Lamb Broth', 'Peas', 'Carrots'], life: ADULT, sizes: ALL, textures: ['chunks'], benefits: ['picky'], isNew: true, blurb: 'New: tender lamb and turkey chunks for cats who want something different.' },
  { brand: 'purrfect', name: 'Salmon & Chicken Cat Morsels', species: 'cat', form: 'bag', proteins: ['fish', 'chicken'], ingredients: ['Salmon', 'Chicken', 'Fish Broth', 'Chicken Liver', 'Soybean Oil'], life: ADULT, sizes: ALL, textures: ['chunks'], benefits: ['picky'], blurb: 'Small morsels of salmon and chicken, the surf-and-turf bowl picky cats come back for.' },

  // Brightbowl Little Paws: small breeds and puppies.
  { brand: 'little-paws', name: 'Small Breed Chicken & Rice Dog Roll', species: 'dog', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Broth', 'Brown Rice', 'Carrots', 'Peas', 'Eggs'], life: ADULT_SENIOR, sizes: SMALL, bestseller: true, blurb: 'Chicken and brown rice in a smaller roll, so small dogs finish it while it is fresh.' },
  { brand: 'little-paws', name: 'Small Breed Chicken & Rice Dog Bites', species: 'dog', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Broth', 'Brown Rice', 'Carrots', 'Peas', 'Eggs'], life: ADULT_SENIOR, sizes: SMALL, textures: ['chunks'], blurb: 'Extra-small bites sized for small mouths, from our chicken and rice recipe.' },
  { brand: 'little-paws', name: 'Small Breed Beef & Carrot Dog Roll', species: 'dog', form: 'roll', proteins: ['beef'], ingredients: ['Beef', 'Beef Broth', 'Carrots', 'Brown Rice', 'Green Beans', 'Beef Liver'], life: ADULT, sizes: SMALL, blurb: 'Beef, carrots and brown rice in a 1 lb roll for small dogs with a big taste for beef.' },
  { brand: 'little-paws', name: 'Small Breed Turkey & Sweet Potato Dog Bites', species: 'dog', form: 'bag', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Liver', 'Sweet Potatoes', 'Peas', 'Spinach'], life: ADULT, sizes: SMALL, textures: ['chunks'], blurb: 'Grain-free turkey and sweet potato in tiny bites for small breeds.' },
  { brand: 'little-paws', name: 'Small Breed Salmon & Rice Dog Roll', species: 'dog', form: 'roll', proteins: ['fish'], ingredients: ['Salmon', 'Fish Broth', 'Brown Rice', 'Pumpkin', 'Salmon Oil'], life: ADULT_SENIOR, sizes: SMALL, benefits: ['skin'], blurb: 'Salmon and rice with salmon oil for small dogs with sensitive skin.' },
  { brand: 'little-paws', name: 'Puppy Small Breed Chicken & Oat Roll', species: 'dog', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Oatmeal', 'Eggs', 'Salmon Oil', 'Carrots'], life: ['puppy'], sizes: SMALL, bestseller: true, blurb: 'Calorie-dense chicken and oats with DHA for small-breed puppies who grow up fast.' },
  { brand: 'little-paws', name: 'Puppy Small Breed Chicken Crumbles', species: 'dog', form: 'bag', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Oatmeal', 'Eggs', 'Salmon Oil'], life: ['puppy'], sizes: SMALL, textures: ['crumbles'], blurb: 'Soft crumbles small-breed puppies can manage from their very first bowl.' },
  { brand: 'little-paws', name: 'Small Breed Lamb & Rice Dog Roll', species: 'dog', form: 'roll', proteins: ['lamb'], ingredients: ['Lamb', 'Lamb Broth', 'White Rice', 'Carrots', 'Pumpkin'], life: ADULT, sizes: SMALL, benefits: ['digestion'], blurb: 'Gentle lamb and white rice, a poultry-free roll for small dogs with tender tummies.' },
  { brand: 'little-paws', name: 'Small Breed Senior Chicken & Pumpkin Roll', species: 'dog', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Pumpkin', 'Brown Rice', 'Green Beans', 'Flaxseed'], life: ['senior'], sizes: SMALL, benefits: ['digestion', 'joints'], blurb: 'A softer, lighter roll for small seniors, with pumpkin fiber and joint support.' },
  { brand: 'little-paws', name: 'Small Breed Beef & Chicken Medley Bites', species: 'dog', form: 'bag', proteins: ['beef', 'chicken'], ingredients: ['Beef', 'Chicken', 'Beef Broth', 'Potatoes', 'Peas', 'Soybean Oil'], life: ADULT, sizes: SMALL, textures: ['chunks'], benefits: ['picky'], blurb: 'A two-meat medley in tiny bites for the small dog who has refused everything else.' },

  // Brightbowl Steady Steps: seniors, joints and weight.
  { brand: 'steady-steps', name: 'Senior Chicken & Rice Dog Roll', species: 'dog', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Broth', 'Brown Rice', 'Carrots', 'Green Beans', 'Green-Lipped Mussel'], life: ['senior'], sizes: ALL, benefits: ['joints'], bestseller: true, blurb: 'Chicken and rice with glucosamine, chondroitin and green-lipped mussel for stiff senior joints.' },
  { brand: 'steady-steps', name: 'Senior Salmon & Sweet Potato Dog Roll', species: 'dog', form: 'roll', proteins: ['fish'], ingredients: ['Salmon', 'Sweet Potatoes', 'Pumpkin', 'Spinach', 'Salmon Oil', 'Turmeric'], life: ['senior'], sizes: ALL, benefits: ['joints', 'skin'], blurb: 'Grain-free salmon with turmeric and omega-3s for older dogs with achy joints and dull coats.' },
  { brand: 'steady-steps', name: 'Senior Turkey & Brown Rice Dog Bites', species: 'dog', form: 'bag', proteins: ['turkey'], ingredients: ['Turkey', 'Turkey Broth', 'Brown Rice', 'Carrots', 'Blueberries'], life: ['senior'], sizes: ALL, textures: ['chunks'], benefits: ['joints'], blurb: 'Soft turkey bites with joint support and lower phosphorus for dogs in their golden years.' },
  { brand: 'steady-steps', name: 'Healthy Weight Chicken & Green Bean Dog Roll', species: 'dog', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Green Beans', 'Carrots', 'Brown Rice', 'Cauliflower', 'Pea Fiber'], life: ADULT_SENIOR, sizes: ALL, benefits: ['joints'], leanRecipe: true, blurb: 'About a quarter fewer calories than our classic roll, with fiber to keep dogs full while they slim down.' },
  { brand: 'steady-steps', name: 'Large Breed Joint Care Beef & Rice Dog Roll', species: 'dog', form: 'roll', proteins: ['beef'], ingredients: ['Beef', 'Beef Broth', 'Brown Rice', 'Carrots', 'Salmon Oil', 'Turmeric'], life: ADULT_SENIOR, sizes: BIG, benefits: ['joints'], blurb: 'Beef and rice with a full joint-care package for large dogs carrying a lot of weight on their hips.' },
  { brand: 'steady-steps', name: 'Senior Chicken Pâté Cat Roll', species: 'cat', form: 'roll', proteins: ['chicken'], ingredients: ['Chicken', 'Chicken Liver', 'Pumpkin', 'Chicken Broth', 'Salmon Oil'], life: ['senior'], sizes: ALL, textures: ['pate'], benefits: ['joints'], blurb: 'A soft chicken pâté for older cats, with controlled phosphorus and joint support.' },
  { brand: 'steady-steps', name: 'Senior Salmon Cat Crumbles', species: 'cat', form: 'bag', proteins: ['fish'], ingredients: ['Salmon', 'Ocean Whitefish', 'Pumpkin', 'Fish Broth', 'Salmon Oil'], life: ['senior'], sizes: ALL, textures: ['crumbles'], benefits: ['joints', 'skin'], notGb: true, isNew: true, blurb: 'New: salmon crumbles with omega-3s and joint care for cats over eleven.' },
];

// ---------------------------------------------------------------------------------------------
// Derivations
// ---------------------------------------------------------------------------------------------

/** Accents dropped, '&' removed: 'Chicken Pâté Cat Roll' → 'chicken-pate-cat-roll'. */
function kebab(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const INGREDIENT_FLAGS: ReadonlyArray<[AvoidableIngredient, RegExp]> = [
  ['grain', /\b(rice|oats?|oatmeal|barley|wheat|millet)\b/i],
  ['chicken', /\bchicken\b/i],
  ['fish', /\b(salmon|whitefish|tuna|pollock|cod|fish|herring)\b/i],
  ['soy', /\bsoy(bean)?\b/i],
  ['beef', /\bbeef\b/i],
];

function fullIngredients(r: Recipe): string[] {
  const tail = ['Natural Flavor', 'Vinegar', 'Potassium Chloride', 'Dicalcium Phosphate', 'Choline Chloride', 'Zinc Proteinate', 'Vitamin E Supplement'];
  if (r.species === 'cat') tail.splice(2, 0, 'Taurine');
  if (r.benefits?.includes('joints')) tail.unshift('Glucosamine Hydrochloride', 'Chondroitin Sulfate');
  return [...r.ingredients, ...tail];
}

function containsOf(ingredients: readonly string[]): AvoidableIngredient[] {
  return INGREDIENT_FLAGS.filter(([, re]) => ingredients.some((i) => re.test(i))).map(([flag]) => flag);
}

type Pack = { size: string; grams: number };
const LB = (lb: number): Pack => ({ size: `${lb} lb`, grams: Math.round(lb * 453.592) });
const OZ = (oz: number): Pack => ({ size: `${oz} oz`, grams: Math.round(oz * 28.3495) });

function packsOf(r: Recipe): Pack[] {
  const topper = r.type === 'topper';
  if (r.brand === 'little-paws') return r.form === 'roll' ? [OZ(12), LB(1), LB(1.5)] : [LB(1), LB(1.75)];
  if (r.species === 'cat') {
    if (topper) return [OZ(6), OZ(12)];
    return r.form === 'roll' ? [LB(1), LB(2)] : [OZ(12), LB(1), LB(2)];
  }
  if (topper) return [OZ(8), LB(1)];
  if (r.form === 'roll') return r.sizes.includes('small') ? [LB(1), LB(2), LB(4)] : [LB(2), LB(4), LB(6)];
  return r.bestseller ? [LB(1), LB(1.75), LB(3.5), LB(5.5)] : [LB(1.75), LB(3.5), LB(5.5)];
}

function switchFromOf(r: Recipe): CurrentFood[] {
  if (r.type === 'topper') return ['kibble', 'dehydrated'];
  if (r.textures?.includes('pate')) return ['wet', 'fresh-food'];
  if (r.form === 'roll') return ['wet', 'fresh-food'];
  if (r.textures?.includes('crumbles')) return ['kibble', 'dehydrated', 'fresh-food'];
  return ['kibble', 'wet', 'fresh-food'];
}

function nutritionOf(r: Recipe, slug: string, ingredients: readonly string[]): NutritionPanel {
  const rand = prng(`nutrition:${slug}`);
  const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const cat = r.species === 'cat';
  const topper = r.type === 'topper';
  const growth = r.life.includes('puppy') || r.life.includes('kitten');
  const seniorOnly = r.life.length === 1 && r.life[0] === 'senior';
  const has = (re: RegExp) => ingredients.some((i) => re.test(i));

  let protein: number;
  let fat: number;
  let fiber: number;
  let moisture: number;
  let gramsPerCup: number;
  if (topper) {
    [protein, fat, fiber, moisture, gramsPerCup] = [between(15, 18), between(8, 11), between(0.5, 1), between(68, 72), between(175, 195)];
  } else if (cat) {
    [protein, fat, fiber, moisture] =
      r.form === 'roll'
        ? [between(12.5, 15), between(7, 9.5), between(0.5, 1), between(74, 78)]
        : [between(14, 17), between(8, 11), between(0.5, 1), between(68, 72)];
    gramsPerCup = r.form === 'roll' ? between(235, 250) : between(180, 205);
  } else {
    [protein, fat, fiber, moisture] =
      r.form === 'roll'
        ? [between(11, 13), between(6, 8.5), between(1, 1.5), between(74, 77)]
        : [between(12.5, 15), between(7, 9.5), between(1, 2), between(68, 73)];
    gramsPerCup = r.form === 'roll' ? between(235, 250) : r.textures?.includes('crumbles') ? between(170, 190) : between(190, 210);
  }
  if (r.brand === 'wild-plains') protein += 1.8;
  if (growth) {
    protein += 1.5;
    fat += 1.8;
  }
  if (seniorOnly) {
    protein -= 0.5;
    fat -= 1;
  }
  if (r.benefits?.includes('digestion')) fiber += between(0.6, 1.1);
  if (r.leanRecipe) {
    fat = between(3.5, 4.5);
    fiber += 1.4;
    moisture += 1.5;
  }
  const ash = cat ? 2.2 : 2;
  // Growth and high-fiber adjustments can push the solids up; water gives way, as it would in the kitchen.
  moisture = Math.min(moisture, 100 - protein - fat - fiber - ash - 1.5);
  const carbs = 100 - protein - fat - fiber - moisture - ash;
  // Modified Atwater factors (kcal/g): protein 3.5, fat 8.5, carbohydrate 3.5.
  const kcalPerKg = Math.round(10 * (3.5 * protein + 8.5 * fat + 3.5 * carbs));

  let sodium = cat ? between(0.2, 0.34) : between(0.14, 0.3);
  let phosphorus = cat ? between(0.24, 0.33) : between(0.22, 0.32);
  const magnesium = cat ? between(0.014, 0.024) : between(0.024, 0.04);
  let copper = between(2, 4);
  let omega3 = between(0.06, 0.18);
  if (seniorOnly) {
    sodium -= 0.05;
    phosphorus = between(0.16, 0.21);
  }
  if (growth) phosphorus += 0.07;
  if (r.benefits?.includes('picky')) sodium += 0.04;
  if (has(/liver|giblets/i)) copper += between(1.2, 2.4);
  if (r.proteins.some((p) => p === 'beef' || p === 'lamb' || p === 'bison')) copper += 0.5;
  if (has(/salmon|whitefish|tuna|pollock|fish|mussel/i)) omega3 += between(0.25, 0.45);
  if (has(/flaxseed|kelp/i)) omega3 += 0.08;
  if (r.benefits?.includes('skin')) omega3 += 0.1;

  return {
    proteinPct: round(protein, 1),
    fatPct: round(fat, 1),
    fiberPct: round(fiber, 1),
    moisturePct: round(moisture, 1),
    sodiumPct: round(sodium, 2),
    phosphorusPct: round(phosphorus, 2),
    magnesiumPct: round(magnesium, 3),
    copperMgPerKg: round(copper, 1),
    omega3Pct: round(omega3, 2),
    kcalPerCup: Math.round((kcalPerKg * gramsPerCup) / 1000),
    kcalPerKg,
  };
}

function cupsWords(cups: number): string {
  const whole = Math.floor(cups);
  const half = cups - whole === 0.5 ? '½' : '';
  const amount = whole === 0 ? half : `${whole}${half}`;
  return `${amount} ${cups > 1 ? 'cups' : 'cup'}`;
}

function feedingGuidelinesOf(r: Recipe, kcalPerCup: number): FixtureProduct['feedingGuidelines'] {
  // An all-life-stages recipe is labelled for the grown pet it mostly feeds; kittens follow the vet.
  const growth = (r.life.includes('puppy') || r.life.includes('kitten')) && !r.life.includes('adult');
  const seniorOnly = r.life.length === 1 && r.life[0] === 'senior';
  const weights =
    r.species === 'cat'
      ? growth
        ? [2, 4, 6, 8]
        : [4, 6, 8, 10, 12, 15]
      : r.brand === 'little-paws'
        ? [3, 5, 8, 10, 15, 20, 30]
        : growth
          ? [5, 10, 20, 30, 40, 60]
          : [5, 10, 20, 30, 40, 50, 60, 80, 100];
  // Daily energy: resting energy (70 × kg^0.75) times a life-stage factor (NRC-style).
  const factor =
    r.species === 'cat'
      ? growth
        ? 2.5
        : seniorOnly
          ? 1.1
          : 1.2
      : growth
        ? 2.5
        : r.leanRecipe
          ? 1.2
          : seniorOnly
            ? 1.4
            : 1.6;
  const share = r.type === 'topper' ? 0.25 : 1;
  return weights.map((lb) => {
    const kg = lb * 0.453592;
    const label = `${lb} lb (${kg.toFixed(1)} kg)`;
    // The energy the row's amount is worked out from, kept so pages can say "more than" past the guide.
    const kcalPerDay = Math.round(70 * kg ** 0.75 * factor * share);
    const facts = { weightLb: lb, kcalPerDay };
    if (r.species === 'dog' && !r.sizes.includes(dogSizeClass(lb))) {
      return { label, value: 'Not recommended: choose a recipe for this size', cups: null, ...facts };
    }
    const raw = kcalPerDay / kcalPerCup;
    if (raw < FEEDING_CUPS.min / 2) return { label, value: 'Less than ½ cup a day: ask your vet', cups: null, ...facts };
    if (raw > FEEDING_CUPS.max + FEEDING_CUPS.step / 2) {
      return { label, value: `More than ${FEEDING_CUPS.max} cups a day: split into meals and ask your vet`, cups: null, ...facts };
    }
    const steps = Math.round(raw / FEEDING_CUPS.step);
    const cups = Math.min(FEEDING_CUPS.max, Math.max(FEEDING_CUPS.min, steps * FEEDING_CUPS.step));
    const value = r.type === 'topper' ? `${cupsWords(cups)} a day over their usual food` : `${cupsWords(cups)} a day`;
    return { label, value, cups, ...facts };
  });
}

/**
 * The tags that are the company's say; every other listing tag is derived from the recipe's facts
 * when the catalog is loaded (src/services/catalog/derive.ts).
 */
function editorialTagsOf(r: Recipe): EditorialTag[] {
  const tags: Array<[EditorialTag, boolean]> = [
    ['bestseller', r.bestseller === true],
    ['limited ingredient', r.brand === 'gentle'],
    ['healthy weight', r.leanRecipe === true],
    ['new', r.isNew === true],
  ];
  return tags.filter(([, on]) => on).map(([tag]) => tag);
}

/**
 * Puppies that will be large dogs (over 50 lb grown) need a growth recipe with moderate energy and
 * minerals, or they grow too fast for their joints. Calcium is not on our panel, so phosphorus
 * stands in for the mineral load. A growth recipe sold for large dogs qualifies when, on a dry-matter
 * basis, its energy is at most 4,750 kcal/kg and its phosphorus at most 1.2%.
 */
const LARGE_GROWTH_MAX_KCAL_PER_KG_DM = 4750;
const LARGE_GROWTH_MAX_PHOSPHORUS_PCT_DM = 1.2;

/** The adult sizes whose growth the recipe is made for (empty when it is not a growth recipe). */
function growthSizesOf(r: Recipe, n: NutritionPanel): SizeClass[] {
  if (!r.life.includes('puppy') && !r.life.includes('kitten')) return [];
  const dry = 1 - n.moisturePct / 100;
  const moderate = n.kcalPerKg / dry <= LARGE_GROWTH_MAX_KCAL_PER_KG_DM && n.phosphorusPct / dry <= LARGE_GROWTH_MAX_PHOSPHORUS_PCT_DM;
  return r.sizes.filter((size) => size !== 'large' || r.species === 'cat' || moderate);
}

/** Bestsellers first (in table order), then the rest taking turns brand by brand. */
function editorialOrder(recipes: readonly Recipe[]): Map<Recipe, number> {
  const order: Recipe[] = recipes.filter((r) => r.bestseller);
  const queues = BRAND_TABLE.map((b) => recipes.filter((r) => r.brand === b.id && !r.bestseller));
  while (queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next) order.push(next);
    }
  }
  return new Map(order.map((r, i) => [r, i + 1]));
}

function formSentence(r: Recipe): string {
  if (r.type === 'topper') return 'Spoon it over their usual food; once opened, keep it in the fridge and use it within 7 days.';
  if (r.form === 'roll') return 'Slice or dice straight from the fridge; once opened, the roll keeps for 7 days.';
  return 'Pour straight from the resealable bag; once opened, keep it in the fridge and use it within 7 days.';
}

// ---------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------

function build() {
  const brands: Brand[] = BRAND_TABLE.map((b) => {
    const name = brandName(b.line);
    const slug = kebab(name);
    return {
      id: b.id,
      slug,
      name,
      shortDescription: b.shortDescription,
      listingImage: `/media/catalog/brands/${slug}.webp`,
      listingImageAltText: `${name}: ${b.scene}`,
      brandPageUrl: `/brands/${slug}`,
      labelColor: b.labelColor,
    };
  });

  const ranks = editorialOrder(RECIPES);
  // growthSizes is left out of adult recipes (the schema defaults it), so their records stay as they were.
  const products: Array<Omit<FixtureProduct, 'growthSizes'> & { growthSizes?: SizeClass[] }> = [];
  const allLocales: Locale[] = [...LOCALES];

  BRAND_TABLE.forEach((b, brandIndex) => {
    RECIPES.filter((r) => r.brand === b.id).forEach((r, recipeIndex) => {
      const slug = kebab(r.name);
      const itemBase = (brandIndex + 1) * 10_000 + (recipeIndex + 1) * 10;
      const ingredients = fullIngredients(r);
      const contains = containsOf(ingredients);
      const nutrition = nutritionOf(r, slug, ingredients);
      const packs = packsOf(r);
      const sizesAndUPCs: CatalogSizeAndUpc[] = packs.map((p, i) => ({
        upc: makeUpcA(COMPANY_PREFIX, itemBase + i + 1),
        size: p.size,
        weightGrams: p.grams,
      }));
      const bazaarvoiceProductId = r.isNew ? undefined : `BBL-${itemBase}`;
      const rank = ranks.get(r);
      if (rank === undefined) throw new Error(`no rank for ${r.name}`);

      products.push({
        id: `bb-${b.code}-${String(recipeIndex + 1).padStart(2, '0')}`,
        slug,
        name: r.name,
        brand: b.id,
        productDetailPageUrl: `/products/${slug}`,
        ...(bazaarvoiceProductId ? { bazaarvoiceProductId } : {}),
        listingImage: `/media/catalog/products/${slug}.webp`,
        listingAltImage: `/media/catalog/products/${slug}-alt.webp`,
        listingVideo: null,
        listingAltVideo: r.altVideo ? `/media/catalog/video/${slug}-alt.mp4` : null,
        sizesAndUPCs,
        sizes: packs.map((p) => p.size),
        description: `${r.blurb} ${formSentence(r)} Made fresh in small batches and kept refrigerated from our kitchen to your store.`,
        ingredients,
        species: r.species,
        proteins: r.proteins,
        contains,
        lifeStages: r.life,
        petSizes: r.sizes,
        // Written only where there is something to say, so adult recipes keep their records as they were.
        ...(growthSizesOf(r, nutrition).length > 0 ? { growthSizes: growthSizesOf(r, nutrition) } : {}),
        benefits: r.benefits ?? [],
        form: r.form,
        textures: r.textures ?? [],
        switchFrom: switchFromOf(r),
        editorialRank: rank,
        editorialTags: editorialTagsOf(r),
        productType: r.type ?? 'complete-meal',
        locales: r.notGb ? allLocales.filter((l) => l !== 'en-gb') : allLocales,
        nutrition,
        feedingGuidelines: feedingGuidelinesOf(r, nutrition.kcalPerCup),
      });

    });
  });

  products.sort((a, b) => a.id.localeCompare(b.id));
  return { brands, products };
}

function writeJson(relative: string, value: unknown) {
  const file = path.join(ROOT, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  console.log(`wrote ${relative}`);
}

const { brands, products } = build();
// Refuse to write anything the app would refuse to load.
const parsed = parseCatalogFixtures({
  brands: { file: 'fixtures/catalog/brands.json', data: brands },
  products: { file: 'fixtures/catalog/products.json', data: products },
});
writeJson('fixtures/catalog/brands.json', brands);
writeJson('fixtures/catalog/products.json', products);
const upcs = parsed.products.reduce((n, p) => n + p.sizesAndUPCs.length, 0);
console.log(`${parsed.brands.length} brands, ${parsed.products.length} products, ${upcs} sizes/UPCs`);
