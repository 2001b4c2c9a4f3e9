import type { Answers, QuestionKey } from '#shared/questionnaire';
import { createRandom, type Random } from '../spec/random';

/**
 * People written the ways people really type (decision 0109), built by combination: a situation (what
 * their life holds: grief, illness, divorce, money trouble, faith, old age, a first child…) crossed
 * with a voice (how they type: lowercase slang, run-on, one word, non-native, Spanish, Portuguese or
 * French mixed in, exact sums and names in lower case, chat asides, parentheses). Each answer is a
 * part picked from the voice's pool for that question, the situation's fact put in where the voice
 * says it, then the voice's own habits applied. One seed, so a failure names a person that can be
 * rebuilt. Nobody here is hand-tuned: the writer meets every pair.
 */

/** What a life holds, in plain words a voice then says its own way. Names and numbers are typed. */
interface Situation {
  kind: 'grief' | 'illness' | 'divorce' | 'money' | 'faith' | 'old age' | 'parent' | 'disability' | 'plain';
  /** Said in state_of_mind, remembered or key_people. */
  facts: Partial<Record<QuestionKey, readonly string[]>>;
}

const situations: readonly Situation[] = [
  {
    kind: 'grief',
    facts: {
      state_of_mind: ['since my husband ray died i take it one day at a time', 'still missing ray every day'],
      key_people: ['my daughter anne and my grandson leo', 'anne, leo and my sister'],
      remembered: ['that i kept going after ray', 'a good mum to anne'],
    },
  },
  {
    kind: 'illness',
    facts: {
      state_of_mind: [
        'after the chemo i just want ordinary days',
        'cancer free 2 years now, scared it comes back',
      ],
      key_people: ['my friend anne who drove me to every chemo session', 'my mum and anne'],
      body_feel: ['strong enough to walk to the shop', 'no more pain in my back'],
    },
  },
  {
    kind: 'divorce',
    facts: {
      state_of_mind: [
        'the divorce was hard but i am finding myself again',
        'after the divorce i am rebuilding',
      ],
      key_people: ['my kids mia and tom', 'mia, tom and my best friend carla'],
      financial_reality: [
        'the house paid off and €4,000 saved by june',
        'enough to never ask my mom for money again',
      ],
    },
  },
  {
    kind: 'money',
    facts: {
      financial_reality: ['no debt, €20,000 in savings', 'pay off the 12k credit card and breathe'],
      state_of_mind: ['tired of worrying about rent', 'stressed about bills but hopeful'],
    },
  },
  {
    kind: 'faith',
    facts: {
      state_of_mind: ['grateful, God has a plan', 'at peace, i pray every morning'],
      habits_rituals: ['church on sunday with my mom', 'prayer at 6am'],
    },
  },
  {
    kind: 'old age',
    facts: {
      state_of_mind: [
        'i am 72 so no miracles lol, just peace',
        'retired after 31 years driving buses, slowing down',
      ],
      key_people: ['my wife pauline and the grandkids', 'pauline'],
    },
  },
  {
    kind: 'parent',
    facts: {
      key_people: ['my baby girl sofia and my husband marco', 'sofia and marco'],
      state_of_mind: ['tired but so happy', 'new mum, no sleep, lots of love'],
    },
  },
  {
    kind: 'disability',
    facts: {
      body_feel: [
        'less pain in my knees, i use a wheelchair and thats fine',
        'my legs dont work but my arms are strong',
      ],
      state_of_mind: ['calm, i have accepted my body', 'proud of how far i came'],
    },
  },
  { kind: 'plain', facts: {} },
];

/** How someone types: a pool of answers per question in that voice, and habits applied to all. */
interface Voice {
  name: string;
  pools: Partial<Record<QuestionKey, readonly string[]>>;
  habit: (text: string, random: Random) => string;
}

const asides = [' lol', ' haha', ' (its ugly lol)', ' (dont laugh)', ' idk', ' no miracles', ' 😂'];

const voices: readonly Voice[] = [
  {
    name: 'lowercase slang',
    pools: {
      name: ['jay', 'its kai', 'mo'],
      dream_sentence: [
        'chillin in a big house w my friends and making music',
        'be a famous dj and travel the world ngl',
      ],
      core_values: ['loyalty, fam, respect', 'be real'],
      dream_location: ['la or miami idk', 'somewhere by the beach in cali'],
      perfect_day: [
        'sleep in, gym, studio with the boys, tacos',
        'wake up at 11 play ps5 then go to the beach',
      ],
      fulfillment: ['making beats ppl actually listen to', 'gonna be a streamer'],
      legacy: ['that i made it from nothing', 'my music'],
      health_habits: ['gym 4x a week', 'i dont really'],
      weekends: ['parties n festivals like coachella', 'hanging w the squad'],
      assets: ['a black tesla and a studio', 'a nice car fr'],
    },
    habit: (text, random) => text.toLowerCase() + (random.next() < 0.3 ? ' lol' : ''),
  },
  {
    name: 'run-on',
    pools: {
      dream_sentence: [
        'i want to live in a house near the water and we wake up early and we swim in the lake and my husband makes coffee and the kids run around',
        'a farm with goats and a big garden and i grow tomatoes and sell them at the taos farmers market on saturdays and everyone knows me',
      ],
      perfect_day: [
        'up at 7 i walk the dog then coffee on the porch then work a bit then lunch with friends then a nap',
        'we get up and go to the market and then cook together and then eat outside until it gets dark',
      ],
      fulfillment: ['i teach kids to read and i see them get it and that makes my day every time'],
      legacy: ['that my kids are kind and they help people and they remember the summers at the lake'],
    },
    habit: (text) => text,
  },
  {
    name: 'terse',
    pools: {
      name: ['Des', 'Bo'],
      dream_sentence: ['Peace.', 'Sea.', 'Garden. Quiet.'],
      core_values: ['Family.', 'Graft. Laugh.'],
      dream_location: ['Coast.', 'Weston-super-Mare.'],
      perfect_day: ['Walk.', 'Fishing.'],
      fulfillment: ['Woodwork.', 'None.'],
      legacy: ['Kids.', 'Good bloke.'],
      financial_reality: ['Enough.', 'Pension.'],
      home_look: ['Bungalow.', 'Small.'],
    },
    habit: (text) => text,
  },
  {
    name: 'non-native',
    pools: {
      dream_sentence: [
        'I want have a small restaurant in Lisbon and cook for the peoples',
        'My dream is to living in Canada with my family and have good job',
      ],
      core_values: ['honest, work hard, family is first', 'respect for the olds'],
      dream_location: ['near of the sea in Portugal', 'a city with snow, maybe Toronto'],
      perfect_day: [
        'wake up early, go to the market, cook all the day',
        'I am playing football with my son in the park',
      ],
      fulfillment: ['to cook food of my country for the peoples', 'helping the new immigrants to find work'],
      legacy: ['my children have better life than me', 'the recipes of my grandmother'],
      financial_reality: ['no more to send money home with worry', 'I have 3 salary of savings'],
    },
    habit: (text) => text,
  },
  {
    name: 'spanish mixed',
    pools: {
      dream_sentence: [
        'vivir tranquila en una casita cerca del mar with my dogs',
        'a life full of amor y paz',
      ],
      core_values: ['familia, fe, trabajo', 'honestidad and kindness'],
      dream_location: ['Oaxaca, en las montañas', 'a little town near Valencia'],
      perfect_day: [
        'desayuno con mi mamá, then the beach, then salsa at night',
        'cafecito, a walk, and dinner with mi familia',
      ],
      fulfillment: ['teaching spanish to kids', 'tener mi propia panadería'],
      legacy: ['que mis hijos sean felices', 'a family that stays together'],
      home_feelings: ['en paz', 'like my abuela’s kitchen'],
      money_use: ['help my mamá and travel', 'ayudar a mi familia'],
    },
    habit: (text) => text,
  },
  {
    name: 'portuguese mixed',
    pools: {
      dream_sentence: ['morar numa casa com jardim in Florianópolis', 'a calm life, com saúde e família'],
      dream_location: ['Florianópolis, perto da praia', 'the north of Portugal, near Porto'],
      perfect_day: ['praia, açaí and a long nap', 'acordar cedo, surf, then work from home'],
      legacy: ['saudade is love that stays', 'my kids speaking português'],
    },
    habit: (text) => text,
  },
  {
    name: 'french mixed',
    pools: {
      dream_sentence: [
        'une petite maison in Provence with a garden full of lavender',
        'joie de vivre every day',
      ],
      dream_location: ['Annecy, près du lac', 'a village near Lyon'],
      perfect_day: [
        'croissant, marché, then painting all afternoon',
        'un café, a swim in the lake, apéro with friends',
      ],
      fulfillment: ['my own little boulangerie', 'painting and selling my work in galleries'],
    },
    habit: (text) => text,
  },
  {
    name: 'exact sums and names',
    pools: {
      name: ['maria lopez', 'tom o’brien'],
      dream_sentence: [
        'retire at 55 with €400,000 and a boat called the nora',
        'live in a bled castle for a summer lol',
      ],
      dream_location: ['lake bled in slovenia', 'taos, new mexico'],
      financial_reality: [
        '€4,000 a month passive, house and land paid off',
        '$1.2 million in index funds by 2035',
      ],
      perfect_day: [
        'green chile stew at the taos farmers market with frank',
        'a 10k run then brunch with anne',
      ],
      assets: ['a 1967 ford mustang and a house in taos', 'house, boat and a good car'],
      legacy: ['the 3 kids i coached to the 1st place', 'a scholarship fund of $50,000'],
    },
    habit: (text) => text,
  },
  {
    name: 'chat asides',
    pools: {
      dream_sentence: [
        'honestly just a quiet life (no drama lol)',
        'a cabin, a dog, a good book. thats it haha',
      ],
      body_look: ['lost the belly (finally lol)', 'i am 52 so no miracles lol'],
      perfect_day: ['coffee, dog walk, nap (yes a nap)', 'sleep till 9 lol then pancakes'],
      fulfillment: ['writing my novel (its ugly lol)', 'fixing old bikes for kids'],
    },
    habit: (text, random) =>
      random.next() < 0.4 ? text + (asides[Math.floor(random.next() * asides.length)] ?? '') : text,
  },
];

/** Answers every voice may give when its own pool has none for a question. */
const common: Record<QuestionKey, readonly string[]> = {
  name: ['Anna', 'Luis', 'Grace', 'Priya', 'Omar'],
  dream_sentence: ['a quiet life by the sea', 'a home full of friends and music'],
  core_values: ['kindness, honesty, freedom', 'family and health'],
  dream_location: ['a small town by the sea', 'the mountains'],
  home_look: ['a white house with a garden', 'a wooden cabin', 'an old farmhouse with a red door'],
  home_details: ['a big kitchen and a fireplace', 'books everywhere'],
  home_feelings: ['safe and calm', 'warm'],
  body_look: ['healthy and strong', 'fit'],
  body_feel: ['light and rested', 'no pain'],
  health_habits: ['walking every day', 'yoga and good food'],
  perfect_day: ['a long walk and dinner with friends', 'reading in the garden'],
  habits_rituals: ['coffee on the porch', 'a walk at sunset'],
  weekends: ['hiking', 'family lunches'],
  fulfillment: ['helping people', 'making things with my hands'],
  workday: ['short and calm', 'from home'],
  work_impact: ['people feel better', 'kids learn'],
  key_people: ['my family', 'my partner and my friends'],
  romantic_relationship: ['kind and calm', 'we laugh a lot'],
  social_circle: ['a few close friends', 'neighbours who help'],
  adventures: ['see japan', 'sail to greece'],
  travel: ['twice a year', 'by train'],
  recurring_moment: ['sunday dinner', 'morning coffee'],
  financial_reality: ['enough', 'no debt'],
  assets: ['a small house', 'a bike'],
  money_use: ['travel and family', 'giving back'],
  dream_feel: ['free', 'at peace'],
  state_of_mind: ['calm', 'hopeful'],
  morning_thoughts: ['what a day', 'grateful'],
  legacy: ['kindness', 'a garden for the town'],
  remembered: ['as kind', 'as someone who showed up'],
  big_contribution: ['volunteering', 'raising good kids'],
  colors: ['blue and white', 'green'],
  music: ['jazz', 'the radio'],
  objects: ['my grandmother’s ring', 'a guitar'],
  first_moment: ['the sea', 'my dog running to me'],
};

const pick = <T>(pool: readonly T[], random: Random): T | undefined =>
  pool[Math.floor(random.next() * pool.length)];

/** The kind of each person's situation, by index, so a check can hold grief and illness to gentleness. */
export interface TypedPerson {
  label: string;
  situation: Situation['kind'];
  answers: Answers;
}

/** Every voice meets every situation at least once past 40 people; the seed varies the parts. */
export function typedPeople(count = 54): TypedPerson[] {
  const random = createRandom(3030);
  return Array.from({ length: count }, (_, index) => {
    const voice = voices[index % voices.length] as Voice;
    const situation = situations[
      (index + Math.floor(index / voices.length)) % situations.length
    ] as Situation;
    const answers: Answers = {};
    for (const key of Object.keys(common) as QuestionKey[]) {
      const fact = situation.facts[key];
      const own = voice.pools[key];
      const part =
        (fact && pick(fact, random)) ?? (own && pick(own, random)) ?? pick(common[key], random) ?? '';
      answers[key] = voice.habit(part, random);
    }
    return { label: `${voice.name} / ${situation.kind} #${index}`, situation: situation.kind, answers };
  });
}
